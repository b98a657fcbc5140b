import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { serialNo, stockQuantity } from '../stock-quantity.js';
import { idParams, optionalFilter, recordId, recordVersion, text } from '../zod-kit.js';
import { REPAIR_STATUSES, repairDetail, repairRow } from './repair-orders.js';

/**
 * 工单处理 / 维修处理详情 (docs/repairs.md, Workbench): the technician's side of a repair — the queue
 * by state, claiming a ticket (one technician wins), consuming the quote's fittings and swapping
 * the customer's unit. Work notes are the repair timeline's comments (repair-timelines.ts).
 */

export const REPAIR_QUEUE_CLAIMS = ['mine', 'unclaimed'] as const;

export const repairQueueQuery = pageQuery.extend({
  status: optionalFilter(z.enum(REPAIR_STATUSES)),
  /** `mine`: claimed by the caller; `unclaimed`: nobody's yet; left out: both and, for managers, everyone's. */
  claim: optionalFilter(z.enum(REPAIR_QUEUE_CLAIMS)),
  keyword: optionalFilter(text.trim().max(64)),
});

export const repairQueue = defineEndpoint({
  method: 'GET',
  path: '/erp/repair/workbench/queue',
  access: permission('repairWorkorderManage:query'),
  summary:
    'The technician’s queue: open repairs (not closed) of the caller’s data scope, oldest first, with the count per state (for the state tabs).',
  query: repairQueueQuery,
  answer: page(repairRow).extend({
    counts: z.array(z.object({ status: z.enum(REPAIR_STATUSES), count: z.number().int() })),
  }),
});

export const repairClaim = defineEndpoint({
  method: 'POST',
  path: '/erp/repair/order/:id/claim',
  access: permission('repairWorkorderManage:update'),
  summary:
    'Claim an unclaimed repair for the caller. Two technicians claiming at once: one wins, the other gets 409 naming who has it.',
  params: idParams,
  body: z.object({ version: recordVersion.optional() }).nullish(),
  answer: repairDetail,
});

export const repairConsumeBody = z.object({
  lines: z
    .array(
      z.object({
        /** A quote line of this repair. */
        lineId: recordId,
        /** What the line still holds when left out. */
        quantity: stockQuantity.optional(),
      }),
    )
    .min(1)
    .max(50),
});

export const repairConsume = defineEndpoint({
  method: 'POST',
  path: '/erp/repair/order/:id/consume',
  access: permission('repairManageDetail:update'),
  summary:
    'While repairing: take quote lines’ fittings out of stock through the ledger (document kind `repair`, line ids = quote line ids). Refused, changing nothing, beyond what a line holds.',
  params: idParams,
  body: repairConsumeBody,
  answer: repairDetail,
});

export const repairSwapBody = z.object({
  /** A unit in stock at the warehouse, of the same product, that goes to the customer instead. */
  newSerialNo: serialNo,
  /** The repair’s warehouse when left out. */
  warehouseId: recordId.optional(),
});

export const repairSwap = defineEndpoint({
  method: 'POST',
  path: '/erp/repair/order/:id/swap',
  access: permission('repairManageDetail:update'),
  summary:
    'While repairing: replace the customer’s unit by another serial from stock (recorded; the old serial moves to the repair location, the new one to the customer). The repair then follows the new serial.',
  params: idParams,
  body: repairSwapBody,
  answer: repairDetail,
});
