import { z } from 'zod';
import { anyPermission, defineEndpoint, permission } from '../endpoint.js';
import { formValues, storedFormDefinition } from '../form-definition.js';
import { page, pageQuery } from '../http.js';
import { defineAssignmentScope, type LocalizedText, type RecordScopes } from '../record-scopes.js';
import { defineTimeline } from '../record-timeline.js';
import { defineTransitions, transitionEndpoint, transitionStatus } from '../record-transitions.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import {
  clearable,
  idParams,
  optionalFilter,
  queryRecordId,
  recordId,
  recordVersion,
  text,
} from '../zod-kit.js';
import { attachedFile } from './files.js';
import { WORK_ORDER_BASE_STATUSES, workOrderExtraState } from './workorder-settings.js';

/**
 * 工单 (docs/workorders.md): an after-sales request of a customer, raised by an agent (often from a
 * call), handled by one responsible person of a support group, with two SLA clocks (first response,
 * resolution) counted in the organization's business time. The five list screens (全部工单, 我提交的,
 * 我负责的, 我关注的, 我经办的) are one list with a `view`.
 */

export const WORK_ORDER_BASE_PATH = '/erp/workorder';

/**
 * The state a named transition sees: a base status, or `extraState` for any of the type's own
 * states (the record's status then holds the state's code; `enterState` moves into one).
 */
export const WORK_ORDER_TRANSITION_STATES = [...WORK_ORDER_BASE_STATUSES, 'extraState'] as const;
export type WorkOrderTransitionState = (typeof WORK_ORDER_TRANSITION_STATES)[number];

/** What each state is called (a type's own state by its name; `extraState` stands for any of them). */
export const WORK_ORDER_STATUS_LABELS: Record<WorkOrderTransitionState, LocalizedText> = {
  open: { 'zh-CN': '待处理', en: 'Open' },
  inProgress: { 'zh-CN': '处理中', en: 'In progress' },
  waitingCustomer: { 'zh-CN': '等待客户', en: 'Waiting for customer' },
  resolved: { 'zh-CN': '已解决', en: 'Resolved' },
  closed: { 'zh-CN': '已关闭', en: 'Closed' },
  extraState: { 'zh-CN': '类型自定义状态', en: 'A state of the type' },
};

/** Statuses in which a work order is no longer worked on (its clocks stopped). */
export const WORK_ORDER_DONE_STATUSES = ['resolved', 'closed'] as const;

/**
 * The named transitions (the detail's buttons). start: the responsible person begins;
 * waitForCustomer: both running clocks pause; resume: back to work (clocks run again); resolve:
 * the resolution clock stops; close: refused while a required field of the type's form is empty;
 * reopen: within the type's reopen window after resolved/closed, back to open (clocks run again).
 */
export const workOrderTransitions = defineTransitions({
  kind: 'workOrder',
  basePath: WORK_ORDER_BASE_PATH,
  states: WORK_ORDER_TRANSITION_STATES,
  transitions: {
    start: { from: ['open'], to: 'inProgress', access: 'workorderDetail:update' },
    waitForCustomer: {
      from: ['open', 'inProgress', 'extraState'],
      to: 'waitingCustomer',
      access: 'workorderDetail:update',
    },
    resume: { from: ['waitingCustomer', 'extraState'], to: 'inProgress', access: 'workorderDetail:update' },
    resolve: {
      from: ['open', 'inProgress', 'waitingCustomer', 'extraState'],
      to: 'resolved',
      access: 'workorderDetail:update',
    },
    close: {
      from: ['open', 'inProgress', 'waitingCustomer', 'extraState', 'resolved'],
      to: 'closed',
      access: 'workorderDetail:update',
    },
    reopen: { from: ['resolved', 'closed'], to: 'open', access: 'workorderDetail:update' },
  },
});
export type WorkOrderTransition = keyof typeof workOrderTransitions.transitions;

export const WORK_ORDER_TRANSITION_LABELS: Record<WorkOrderTransition, LocalizedText> = {
  start: { 'zh-CN': '开始处理', en: 'Start' },
  waitForCustomer: { 'zh-CN': '等待客户', en: 'Wait for customer' },
  resume: { 'zh-CN': '继续处理', en: 'Resume' },
  resolve: { 'zh-CN': '解决', en: 'Resolve' },
  close: { 'zh-CN': '关闭', en: 'Close' },
  reopen: { 'zh-CN': '重新打开', en: 'Reopen' },
};

/** A work order's timeline: comments (internal or customer-visible), states, transfers, SLA events. */
export const workOrderTimeline = defineTimeline({
  kind: 'workOrder',
  basePath: WORK_ORDER_BASE_PATH,
  read: 'workorderDetail:get',
  write: 'workorderDetail:update',
  webPath: '/workorder/detail/:id',
  label: { 'zh-CN': '工单', en: 'Work order' },
});

/** 工单详情 of one work order: the web's links and the server's notices lead there. */
export const workOrderDetailPath = (id: number) => workOrderTimeline.webPath.replace(':id', String(id));

/** The timeline's own event codes (`event` entries' `action`). */
export const WORK_ORDER_EVENTS = [
  'assigned',
  'claimed',
  'accepted',
  'rejected',
  'slaWarning',
  'slaBreached',
  'slaEscalated',
  'retargeted',
] as const;
export type WorkOrderEvent = (typeof WORK_ORDER_EVENTS)[number];

/**
 * "Work orders I take part in" (the default scope): those I reported, handle or handled, the
 * unassigned ones waiting in my support group's queue, and every one of the groups I lead. A role
 * set to `all` (an administrator's, a service manager's) sees every work order.
 */
export const MY_WORK_ORDERS_SCOPE = defineAssignmentScope({
  name: 'myWorkOrders',
  label: { 'zh-CN': '与我相关及所领导班组的工单', en: 'Mine, my queue and my groups’ work orders' },
});

export const workOrderScopes: RecordScopes = {
  name: 'workOrder',
  menuKey: 'workorderAll',
  options: [
    { key: MY_WORK_ORDERS_SCOPE.name, kind: 'assignment', label: MY_WORK_ORDERS_SCOPE.label, field: 'id' },
    { key: 'all', kind: 'all', label: { 'zh-CN': '全部记录', en: 'Every record' } },
  ],
  defaultKey: MY_WORK_ORDERS_SCOPE.name,
};

// ---------------------------------------------------------------------------------------------
// Rows

/** Where a clock stands; `met`: stopped within its target; `none`: no policy gives it a target. */
export const WORK_ORDER_SLA_STATES = ['none', 'running', 'warning', 'breached', 'paused', 'met'] as const;
export type WorkOrderSlaState = (typeof WORK_ORDER_SLA_STATES)[number];

export const workOrderSlaClock = z.object({
  state: z.enum(WORK_ORDER_SLA_STATES),
  /** Business ms of the target; null without a policy. */
  targetMs: z.number().int().nullable(),
  /** Business ms run so far (up to the answer's instant while running). */
  elapsedMs: z.number().int(),
  /** When it reaches the target if it keeps running (null while paused, stopped or without a target). */
  dueAt: z.string().nullable(),
  /** When it stopped (first response / resolved); null while it runs or pauses. */
  stoppedAt: z.string().nullable(),
});
export type WorkOrderSlaClock = z.infer<typeof workOrderSlaClock>;

/** Who holds the work order: nobody (the group's queue), offered to a person (pending), or accepted. */
export const WORK_ORDER_ASSIGNMENT_STATES = ['unassigned', 'pending', 'accepted'] as const;
export type WorkOrderAssignmentState = (typeof WORK_ORDER_ASSIGNMENT_STATES)[number];

export const workOrderRow = z.object({
  id: z.number().int(),
  documentNo: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  title: z.string(),
  /** A base status or a code of the type's extra states. */
  status: z.string(),
  statusName: z.string(),
  priorityId: z.number().int(),
  priorityName: z.string(),
  priorityColor: z.string(),
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  reporterUserId: z.number().int().nullable(),
  reporterName: z.string(),
  responsibleUserId: z.number().int().nullable(),
  responsibleName: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string(),
  assignment: z.enum(WORK_ORDER_ASSIGNMENT_STATES),
  response: workOrderSlaClock,
  resolution: workOrderSlaClock,
  /** The earlier due instant of the running clocks (the list's "time left"); null when none runs. */
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type WorkOrderRow = z.infer<typeof workOrderRow>;

export const workOrderPerson = z.object({ userId: z.number().int(), name: z.string() });

export const workOrderDetail = workOrderRow.extend({
  description: z.string(),
  saleOrderId: z.number().int().nullable(),
  saleOrderNo: z.string(),
  serialNo: z.string().nullable(),
  callRecordId: z.number().int().nullable(),
  /** The type's form (null: no extra fields) and the values filled in. */
  form: storedFormDefinition.nullable(),
  custom: z.record(z.string(), z.unknown()),
  /** The type's own states (the `enterState` choices). */
  extraStates: z.array(workOrderExtraState),
  attachments: z.array(attachedFile),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Until when `reopen` is allowed (resolved/closed + the type's reopen days); null otherwise. */
  reopenUntil: z.string().nullable(),
  followers: z.array(workOrderPerson),
  following: z.boolean(),
  handlers: z.array(workOrderPerson.extend({ firstAt: z.string() })),
  transitions: transitionStatus,
  /** The dispatch actions the caller may take now (`assign`, `claim`, `accept`, `reject`, `enterState`). */
  actions: z.array(z.string()),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetail>;

// ---------------------------------------------------------------------------------------------
// List

/** 全部工单, 我提交的, 我负责的, 我关注的, 我经办的: each needs its own menu's query permission. */
export const WORK_ORDER_VIEWS = ['all', 'reported', 'responsible', 'followed', 'charged'] as const;
export type WorkOrderView = (typeof WORK_ORDER_VIEWS)[number];

export const WORK_ORDER_VIEW_MENUS = {
  all: 'workorderAll',
  reported: 'workorderMyReported',
  responsible: 'workorderMyResponsible',
  followed: 'workorderMyFollowed',
  charged: 'workorderMyCharged',
} as const satisfies Record<WorkOrderView, string>;

export const WORK_ORDER_SORTS = ['newest', 'oldest', 'due', 'updated'] as const;
export type WorkOrderSort = (typeof WORK_ORDER_SORTS)[number];

const listId = optionalFilter(queryRecordId);

export const workOrderPageQuery = pageQuery.extend({
  view: z.preprocess((value) => (value === '' ? undefined : value), z.enum(WORK_ORDER_VIEWS).default('all')),
  typeId: listId,
  /** A base status or an extra state's code. */
  status: optionalFilter(text.trim().max(32)),
  priorityId: listId,
  groupId: listId,
  customerId: listId,
  responsibleUserId: listId,
  /** Work orders with either clock in this state. */
  slaState: optionalFilter(z.enum(WORK_ORDER_SLA_STATES)),
  /** Part of the number, the title, the contact's name or phone. */
  keyword: optionalFilter(text.trim().max(64)),
  /** `due`: least time left first (work orders without a running clock last). */
  sort: optionalFilter(z.enum(WORK_ORDER_SORTS)),
});
export type WorkOrderPageQuery = z.infer<typeof workOrderPageQuery>;

export const workOrderPage = defineEndpoint({
  method: 'GET',
  path: `${WORK_ORDER_BASE_PATH}/page`,
  access: anyPermission(
    'workorderAll:query',
    'workorderMyReported:query',
    'workorderMyResponsible:query',
    'workorderMyFollowed:query',
    'workorderMyCharged:query',
  ),
  summary:
    'Work orders of one view (its menu’s query permission needed, else 403) within the caller’s data scope, filtered and sorted.',
  query: workOrderPageQuery,
  answer: page(workOrderRow),
});

export const workOrderExport = defineEndpoint({
  method: 'POST',
  path: `${WORK_ORDER_BASE_PATH}/export`,
  access: permission('workorderAll:export'),
  summary:
    'Export 全部工单 with the list’s filters, within the caller’s data scope (the download centre keeps the file).',
  body: listExportBody(workOrderPageQuery.omit({ view: true })),
  answer: exportAnswer,
});

/** The choices a work-order form offers: enabled types (with forms and states) and priorities. */
export const workOrderOptions = defineEndpoint({
  method: 'GET',
  path: `${WORK_ORDER_BASE_PATH}/options`,
  access: anyPermission('workorderCreate:add', 'workorderDetail:get', 'workorderAll:query'),
  summary:
    'Enabled work-order types (form, default group, extra states), priorities and support groups, in their order.',
  answer: z.object({
    types: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        form: storedFormDefinition.nullable(),
        defaultGroupId: z.number().int().nullable(),
        extraStates: z.array(workOrderExtraState),
      }),
    ),
    priorities: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        color: z.string(),
        isDefault: z.boolean(),
      }),
    ),
    /** Enabled support groups (assign to a group), in their order. */
    groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

// ---------------------------------------------------------------------------------------------
// Detail, create, update

export const WORK_ORDER_TITLE_MAX = 200;
export const WORK_ORDER_DESCRIPTION_MAX = 5000;
export const WORK_ORDER_ATTACHMENTS_MAX = 20;

/** A related record the browser may clear ('' from the browser means none, spec §5). */
const nullableId = clearable(recordId);

const workOrderFields = {
  typeId: recordId,
  title: text.trim().min(1).max(WORK_ORDER_TITLE_MAX),
  description: text.trim().max(WORK_ORDER_DESCRIPTION_MAX).default(''),
  /** A CRM customer of the organization; null: none. */
  customerId: nullableId,
  contactName: text.trim().max(64).default(''),
  contactPhone: text.trim().max(32).default(''),
  saleOrderId: nullableId,
  serialNo: text.trim().max(64).nullable().optional(),
  /** The call it was raised from (call records). */
  callRecordId: nullableId,
  /** The organization's default priority when left out. */
  priorityId: recordId.optional(),
  /** Values of the type's form; on create and update a required field may still be empty (close refuses then). */
  custom: formValues.default({}),
  /** Files uploaded through the files module. */
  attachmentFileIds: z.array(recordId).max(WORK_ORDER_ATTACHMENTS_MAX).default([]),
};

export const workOrderCreateBody = z.object({
  ...workOrderFields,
  /** The support group; the type's default group when left out. */
  groupId: recordId.optional(),
  /** A person to offer it to (they accept or reject); left out: round robin in the group. */
  responsibleUserId: recordId.optional(),
});
export type WorkOrderCreateBody = z.infer<typeof workOrderCreateBody>;

export const workOrderUpdateBody = z.object({ ...workOrderFields, version: recordVersion });
export type WorkOrderUpdateBody = z.infer<typeof workOrderUpdateBody>;

export const workOrderGet = defineEndpoint({
  method: 'GET',
  path: `${WORK_ORDER_BASE_PATH}/:id`,
  access: permission('workorderDetail:get'),
  summary:
    'One work order of the caller’s data scope (outside it: 404) with its clocks, followers, handlers and actions.',
  params: idParams,
  answer: workOrderDetail,
});

export const workOrderCreate = defineEndpoint({
  method: 'POST',
  path: WORK_ORDER_BASE_PATH,
  access: permission('workorderCreate:add'),
  summary:
    'Raise a work order (number GD…): both clocks start; it goes to the person named, else round robin in the group (type default) among members on duty, else waits in the group queue.',
  body: workOrderCreateBody,
  answer: workOrderDetail,
});

export const workOrderUpdate = defineEndpoint({
  method: 'PUT',
  path: `${WORK_ORDER_BASE_PATH}/:id`,
  access: permission('workorderDetail:update'),
  summary:
    'Edit a work order that is not closed; a stale version is 409. A new type or priority re-targets both clocks (elapsed time kept).',
  params: idParams,
  body: workOrderUpdateBody,
  answer: workOrderDetail,
});

const transitionSummary = (name: WorkOrderTransition, what: string) =>
  transitionEndpoint(workOrderTransitions, name, workOrderDetail, `Transition \`${name}\`: ${what}`);

export const workOrderStart = transitionSummary(
  'start',
  'the responsible person begins (counts as the first response).',
);
export const workOrderWaitForCustomer = transitionSummary(
  'waitForCustomer',
  'waiting for the customer: both running clocks pause.',
);
export const workOrderResume = transitionSummary('resume', 'back to work: paused clocks run again.');
export const workOrderResolve = transitionSummary('resolve', 'resolved: the resolution clock stops.');
export const workOrderClose = transitionSummary(
  'close',
  'closed; refused while a required field of the type’s form is empty.',
);
export const workOrderReopen = transitionSummary(
  'reopen',
  'within the type’s reopen days after resolved/closed: open again, the resolution clock running on.',
);

/** Each named transition's endpoint: what the server binds and the detail's buttons call. */
export const WORK_ORDER_TRANSITION_ENDPOINTS = {
  start: workOrderStart,
  waitForCustomer: workOrderWaitForCustomer,
  resume: workOrderResume,
  resolve: workOrderResolve,
  close: workOrderClose,
  reopen: workOrderReopen,
} as const satisfies Record<WorkOrderTransition, unknown>;

export const workOrderEnterState = defineEndpoint({
  method: 'POST',
  path: `${WORK_ORDER_BASE_PATH}/:id/state`,
  access: permission('workorderDetail:update'),
  summary:
    'Move an in-progress work order into one of its type’s extra states (a state that pauses the SLA pauses both clocks).',
  params: idParams,
  body: z.object({ state: text.trim().min(1).max(32), version: recordVersion.optional() }),
  answer: workOrderDetail,
});

// ---------------------------------------------------------------------------------------------
// Dispatch

export const WORK_ORDER_REASON_MAX = 500;

export const workOrderAssign = defineEndpoint({
  method: 'POST',
  path: `${WORK_ORDER_BASE_PATH}/:id/assign`,
  access: permission('workorderDetail:edit'),
  summary:
    'Assign or transfer: to a person (offered to them: they accept or reject), or to a group (round robin among its members on duty; none on duty: the group queue). On the timeline.',
  params: idParams,
  body: z
    .object({
      userId: recordId.optional(),
      groupId: recordId.optional(),
      reason: text.trim().max(WORK_ORDER_REASON_MAX).default(''),
      version: recordVersion.optional(),
    })
    .refine((body) => body.userId !== undefined || body.groupId !== undefined, {
      path: ['userId'],
      params: { messageKey: 'workorders.assignWhom' },
    }),
  answer: workOrderDetail,
});

export const workOrderClaim = defineEndpoint({
  method: 'POST',
  path: `${WORK_ORDER_BASE_PATH}/:id/claim`,
  access: permission('workorderDetail:update'),
  summary:
    'Take an unassigned work order from the queue of one’s own support group; of two claims at once one wins, the other is 409.',
  params: idParams,
  answer: workOrderDetail,
});

export const workOrderAccept = defineEndpoint({
  method: 'POST',
  path: `${WORK_ORDER_BASE_PATH}/:id/accept`,
  access: permission('workorderDetail:update'),
  summary: 'The responsible person accepts the work order offered to them (the first response).',
  params: idParams,
  answer: workOrderDetail,
});

export const workOrderReject = defineEndpoint({
  method: 'POST',
  path: `${WORK_ORDER_BASE_PATH}/:id/reject`,
  access: permission('workorderDetail:update'),
  summary:
    'The responsible person rejects the work order offered to them: back to the group queue, with the reason.',
  params: idParams,
  body: z.object({ reason: text.trim().min(1).max(WORK_ORDER_REASON_MAX) }),
  answer: workOrderDetail,
});

// ---------------------------------------------------------------------------------------------
// Comments and followers

export const WORK_ORDER_COMMENT_VISIBILITIES = ['internal', 'customer'] as const;
export type WorkOrderCommentVisibility = (typeof WORK_ORDER_COMMENT_VISIBILITIES)[number];

export const workOrderComment = defineEndpoint({
  method: 'POST',
  path: `${WORK_ORDER_BASE_PATH}/:id/comment`,
  access: permission('workorderDetail:update'),
  summary:
    'Comment on the timeline, internal or visible to the customer (the first customer-visible reply of the responsible person is the first response).',
  params: idParams,
  body: z.object({
    content: text.trim().min(1).max(2000),
    visibility: z.enum(WORK_ORDER_COMMENT_VISIBILITIES).default('internal'),
    fileIds: z.array(recordId).max(10).default([]),
  }),
  answer: z.object({ entryId: z.number().int() }),
});

export const workOrderFollow = defineEndpoint({
  method: 'POST',
  path: `${WORK_ORDER_BASE_PATH}/:id/follow`,
  access: permission('workorderDetail:get'),
  summary: 'Follow a work order one may open (again: no change).',
  params: idParams,
  answer: z.object({ following: z.boolean() }),
});

export const workOrderUnfollow = defineEndpoint({
  method: 'DELETE',
  path: `${WORK_ORDER_BASE_PATH}/:id/follow`,
  access: permission('workorderDetail:get'),
  summary: 'Stop following a work order (not following: no change).',
  params: idParams,
  answer: z.object({ following: z.boolean() }),
});
