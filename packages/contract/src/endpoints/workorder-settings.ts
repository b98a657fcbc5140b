import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { storedFormDefinition } from '../form-definition.js';
import { clearable, idParams, optionalFilter, recordId, recordVersion, text } from '../zod-kit.js';

/*
 * 工单设置 (docs/workorders.md "Settings"): work-order types (each with its own form made in the
 * form designer, a default support group, a reopen window and the states it adds), priority levels
 * and SLA policies. An SLA policy gives, for one type and one priority, the first-response and
 * resolution targets in BUSINESS minutes of the organization's business calendar (系统管理 ›
 * 工作日历: working hours, holidays, make-up days); a clock counts only working time and pauses while
 * the work order waits for the customer (or sits in a type's state that pauses it).
 */

/** The states every work order has, in their order; a type's extra states sit between inProgress and resolved. */
export const WORK_ORDER_BASE_STATUSES = [
  'open',
  'inProgress',
  'waitingCustomer',
  'resolved',
  'closed',
] as const;
export type WorkOrderBaseStatus = (typeof WORK_ORDER_BASE_STATUSES)[number];

export const WORK_ORDER_TYPE_EXTRA_STATES_MAX = 10;
export const WORK_ORDER_REOPEN_DAYS_MAX = 365;
/** Letters, digits, '_' and '-' (a code is part of exports and imports). */
export const WORK_ORDER_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

const code = text.trim().regex(WORK_ORDER_CODE_PATTERN);
const name = text.trim().min(1).max(50);
const sort = z.number().int().min(0).max(9999);

/** A state a type adds (e.g. 投诉's 待回访): its code is stored in the work order's status. */
export const workOrderExtraState = z.object({
  /** Unique in the type; never one of the base statuses. */
  code,
  name,
  /** Whether the SLA clocks stop while a work order is in this state (like waitingCustomer). */
  pausesSla: z.boolean().default(false),
});
export type WorkOrderExtraState = z.infer<typeof workOrderExtraState>;

// ---------------------------------------------------------------------------------------------
// Types

export const workOrderTypeRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The type's extra fields (form designer definition); null: none. */
  form: storedFormDefinition.nullable(),
  /** The support group a new work order of this type goes to when none is chosen; null: none. */
  defaultGroupId: z.number().int().nullable(),
  defaultGroupName: z.string(),
  /** Days after resolved/closed within which the work order may be reopened. */
  reopenDays: z.number().int(),
  extraStates: z.array(workOrderExtraState),
  enabled: z.boolean(),
  sort: z.number().int(),
  version: z.number().int(),
});
export type WorkOrderTypeRow = z.infer<typeof workOrderTypeRow>;

export const workOrderTypeInput = z.object({
  code,
  name,
  form: clearable(storedFormDefinition),
  defaultGroupId: clearable(recordId),
  reopenDays: z.number().int().min(0).max(WORK_ORDER_REOPEN_DAYS_MAX).default(7),
  extraStates: z.array(workOrderExtraState).max(WORK_ORDER_TYPE_EXTRA_STATES_MAX).default([]),
  sort: sort.default(0),
});
export type WorkOrderTypeInput = z.infer<typeof workOrderTypeInput>;

const TYPE_PATH = '/erp/workorder/setting/type';

export const workOrderTypeList = defineEndpoint({
  method: 'GET',
  path: TYPE_PATH,
  access: permission('workorderSetting:query'),
  summary:
    'Work-order types of the organization in their order (disabled ones too), with forms and extra states.',
  query: z.object({ enabled: optionalFilter(z.enum(['true', 'false'])) }),
  answer: z.array(workOrderTypeRow),
});

export const workOrderTypeCreate = defineEndpoint({
  method: 'POST',
  path: TYPE_PATH,
  access: permission('workorderSetting:add'),
  summary: 'Creates an enabled work-order type; the code is unique in the organization.',
  body: workOrderTypeInput,
  answer: workOrderTypeRow,
});

export const workOrderTypeUpdate = defineEndpoint({
  method: 'PUT',
  path: `${TYPE_PATH}/:id`,
  access: permission('workorderSetting:update'),
  summary:
    'Updates a type (form, group, reopen window, extra states); a stale version is 409. An extra state still held by a work order cannot be removed.',
  params: idParams,
  body: workOrderTypeInput.extend({ version: recordVersion }),
  answer: workOrderTypeRow,
});

export const workOrderTypeSetEnabled = defineEndpoint({
  method: 'PUT',
  path: `${TYPE_PATH}/:id/enabled`,
  access: permission('workorderSetting:enable'),
  summary: 'Enables or disables a type (a disabled type is not offered for new work orders).',
  params: idParams,
  body: z.object({ enabled: z.boolean() }),
  answer: workOrderTypeRow,
});

export const workOrderTypeDelete = defineEndpoint({
  method: 'DELETE',
  path: `${TYPE_PATH}/:id`,
  access: permission('workorderSetting:delete'),
  summary: 'Deletes a type with its SLA policies; refused (400) while work orders of the type exist.',
  params: idParams,
  answer: z.null(),
});

// ---------------------------------------------------------------------------------------------
// Priorities

/** #rrggbb. */
export const PRIORITY_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const workOrderPriorityRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  color: z.string(),
  sort: z.number().int(),
  /** The priority a new work order gets when none is chosen (one per organization). */
  isDefault: z.boolean(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type WorkOrderPriorityRow = z.infer<typeof workOrderPriorityRow>;

export const workOrderPriorityInput = z.object({
  code,
  name,
  color: text.trim().regex(PRIORITY_COLOR_PATTERN),
  sort: sort.default(0),
  isDefault: z.boolean().default(false),
});
export type WorkOrderPriorityInput = z.infer<typeof workOrderPriorityInput>;

const PRIORITY_PATH = '/erp/workorder/setting/priority';

export const workOrderPriorityList = defineEndpoint({
  method: 'GET',
  path: PRIORITY_PATH,
  access: permission('workorderSetting:query'),
  summary: 'Priority levels of the organization in their order (disabled ones too).',
  answer: z.array(workOrderPriorityRow),
});

export const workOrderPriorityCreate = defineEndpoint({
  method: 'POST',
  path: PRIORITY_PATH,
  access: permission('workorderSetting:add'),
  summary: 'Creates an enabled priority; marking it default unmarks the previous default.',
  body: workOrderPriorityInput,
  answer: workOrderPriorityRow,
});

export const workOrderPriorityUpdate = defineEndpoint({
  method: 'PUT',
  path: `${PRIORITY_PATH}/:id`,
  access: permission('workorderSetting:update'),
  summary: 'Updates a priority; a stale version is 409.',
  params: idParams,
  body: workOrderPriorityInput.extend({ version: recordVersion }),
  answer: workOrderPriorityRow,
});

export const workOrderPrioritySetEnabled = defineEndpoint({
  method: 'PUT',
  path: `${PRIORITY_PATH}/:id/enabled`,
  access: permission('workorderSetting:enable'),
  summary: 'Enables or disables a priority (the default cannot be disabled).',
  params: idParams,
  body: z.object({ enabled: z.boolean() }),
  answer: workOrderPriorityRow,
});

export const workOrderPriorityDelete = defineEndpoint({
  method: 'DELETE',
  path: `${PRIORITY_PATH}/:id`,
  access: permission('workorderSetting:delete'),
  summary:
    'Deletes a priority with its SLA policies; refused (400) while work orders have it, or when it is the default.',
  params: idParams,
  answer: z.null(),
});

// ---------------------------------------------------------------------------------------------
// SLA policies

export const SLA_MINUTES_MAX = 525_600; // a year of minutes

export const workOrderSlaPolicyRow = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  priorityId: z.number().int(),
  priorityName: z.string(),
  /** Business minutes from creation to the first response. */
  firstResponseMinutes: z.number().int(),
  /** Business minutes from creation to resolved. */
  resolutionMinutes: z.number().int(),
  /** The share of a target (percent) from which a clock is in warning. */
  warnPercent: z.number().int(),
  version: z.number().int(),
});
export type WorkOrderSlaPolicyRow = z.infer<typeof workOrderSlaPolicyRow>;

export const workOrderSlaPolicyInput = z.object({
  typeId: recordId,
  priorityId: recordId,
  firstResponseMinutes: z.number().int().min(1).max(SLA_MINUTES_MAX),
  resolutionMinutes: z.number().int().min(1).max(SLA_MINUTES_MAX),
  warnPercent: z.number().int().min(1).max(99).default(80),
});
export type WorkOrderSlaPolicyInput = z.infer<typeof workOrderSlaPolicyInput>;

const SLA_PATH = '/erp/workorder/setting/sla';

export const workOrderSlaPolicyList = defineEndpoint({
  method: 'GET',
  path: SLA_PATH,
  access: permission('workorderSetting:query'),
  summary: 'SLA policies of the organization by type and priority.',
  query: z.object({ typeId: optionalFilter(z.coerce.number().int().min(1).max(2_147_483_647)) }),
  answer: z.array(workOrderSlaPolicyRow),
});

export const workOrderSlaPolicyCreate = defineEndpoint({
  method: 'POST',
  path: SLA_PATH,
  access: permission('workorderSetting:add'),
  summary:
    'Creates the SLA policy of a type and priority (one per pair: a second is 400). Open work orders of the pair are re-targeted, their elapsed time kept.',
  body: workOrderSlaPolicyInput,
  answer: workOrderSlaPolicyRow,
});

export const workOrderSlaPolicyUpdate = defineEndpoint({
  method: 'PUT',
  path: `${SLA_PATH}/:id`,
  access: permission('workorderSetting:update'),
  summary:
    'Changes a policy’s targets (its type and priority stay); open work orders of the pair are re-targeted, their elapsed time kept. A stale version is 409.',
  params: idParams,
  body: workOrderSlaPolicyInput.omit({ typeId: true, priorityId: true }).extend({ version: recordVersion }),
  answer: workOrderSlaPolicyRow,
});

export const workOrderSlaPolicyDelete = defineEndpoint({
  method: 'DELETE',
  path: `${SLA_PATH}/:id`,
  access: permission('workorderSetting:delete'),
  summary: 'Deletes a policy: open work orders of the pair keep their clocks but no longer have targets.',
  params: idParams,
  answer: z.null(),
});
