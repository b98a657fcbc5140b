import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { recordId, safeInt, text } from '../zod-kit.js';

/**
 * Bindings of approval points (docs/approvals.md, "Bindings"): where a module lets the organization
 * require an approval — a receipt's 冲销 above an amount, a bulk 客户转移 above a count — and the
 * organization's choice of process and threshold for each.
 */
export const APPROVAL_MEASURES = ['amount', 'count'] as const;

export const approvalBindingRow = z.object({
  /** The point's gate key (`stockReceipt.reverse`). */
  point: z.string(),
  /** `amount`: the threshold is fen; `count`: a number of records. */
  measure: z.enum(APPROVAL_MEASURES),
  /** The point's name in the caller's locale. */
  label: z.string(),
  enabled: z.boolean(),
  processId: z.number().int().nullable(),
  processName: z.string().nullable(),
  /** Approval is needed above this value. */
  threshold: z.number().int(),
});
export type ApprovalBindingRow = z.infer<typeof approvalBindingRow>;

export const bindingList = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/binding/list',
  access: permission('processList:query'),
  summary:
    'Every approval point the modules declare, with the organization’s binding of each (off when never set).',
  answer: z.array(approvalBindingRow),
});

export const bindingSave = defineEndpoint({
  method: 'PUT',
  path: '/erp/flw/binding',
  access: permission('processList:update'),
  summary:
    'Set one point’s binding: on or off, the published and enabled process to start, and the threshold (fen or a count) above which it applies.',
  body: z.object({
    point: text.trim().min(1).max(80),
    enabled: z.boolean(),
    processId: recordId.nullable(),
    threshold: safeInt.min(0),
  }),
  answer: approvalBindingRow,
});
