import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { idParams, recordId } from '../zod-kit.js';

/**
 * Merging duplicate customers (issue 4: duplicates "can be merged, with the merge recorded and
 * undoable"). The source customer goes away (soft delete); its contacts, follow-ups,
 * opportunities, tags, attachments, converted clues and support customers move to the target; empty target
 * fields take the source's values. Undo puts back exactly what the merge moved.
 */

export const customerMergeRow = z.object({
  id: z.number().int(),
  targetId: z.number().int(),
  sourceId: z.number().int(),
  sourceSn: z.string(),
  sourceName: z.string(),
  /** How many records moved, by kind. */
  moved: z.object({
    contacts: z.number().int(),
    activities: z.number().int(),
    opportunities: z.number().int(),
    clues: z.number().int(),
    supportCustomers: z.number().int(),
    tags: z.number().int(),
    attachments: z.number().int(),
  }),
  /** Target fields filled from the source. */
  filledFields: z.array(z.string()),
  mergedByName: z.string(),
  mergedAt: z.string(),
  undoneAt: z.string().nullable(),
});
export type CustomerMergeRow = z.infer<typeof customerMergeRow>;

export const customerMerge = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/:id/merge',
  access: permission('customerList:delete'),
  summary:
    'Merge the customer `sourceId` into this one (both live and changeable by the caller): the source is deleted, its records move here, empty fields here take its values; merged timeline rows on both.',
  params: idParams,
  body: z.object({ sourceId: recordId }),
  answer: customerMergeRow,
});

export const customerMergeUndo = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/merge/:id/undo',
  access: permission('customerList:delete'),
  summary:
    'Undo a merge once: the source comes back with the records the merge moved (those still on the target) and the target fields it filled (unless edited since). Refused when the source phone now belongs to another record.',
  params: idParams,
  answer: customerMergeRow,
});

export const customerMergeList = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/:id/merges',
  access: permission('customerDetail:get'),
  summary: 'The merges into this customer (in the caller data scope), newest first.',
  params: idParams,
  answer: z.array(customerMergeRow),
});
