import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { fen, idParams, int32, queryRecordId, recordId } from '../zod-kit.js';

/**
 * What a supplier supplies (供应商详情 "供应商品"): products and fittings of the catalogue, each once
 * per supplier, with our purchase price (fen) and lead time in days. Reading follows the supplier
 * detail, writing the supplier edit; both keep to the supplier's data scope (else 404).
 */

export const SUPPLIED_ITEM_KINDS = ['product', 'fitting'] as const;
export type SuppliedItemKind = (typeof SUPPLIED_ITEM_KINDS)[number];
/** Longest lead time a supplier may quote, in days. */
export const LEAD_TIME_DAYS_MAX = 365;
export const SUPPLIED_ITEM_REMARK_MAX = 200;

export const suppliedItem = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  itemKind: z.enum(SUPPLIED_ITEM_KINDS),
  itemId: z.number().int(),
  /** The product's or fitting's label (name and code); null when it is gone from the catalogue. */
  itemLabel: z.string().nullable(),
  purchasePrice: z.number().int(),
  leadTimeDays: z.number().int(),
  remark: z.string(),
  updatedAt: z.string(),
});
export type SuppliedItem = z.infer<typeof suppliedItem>;

const terms = {
  /** Our purchase price of one unit, in fen. */
  purchasePrice: fen,
  leadTimeDays: int32.min(0).max(LEAD_TIME_DAYS_MAX),
  remark: z.string().trim().max(SUPPLIED_ITEM_REMARK_MAX).default(''),
};

const itemParams = idParams.extend({ itemId: queryRecordId });

export const suppliedItemList = defineEndpoint({
  method: 'GET',
  path: '/erp/supply/supplier/:id/items',
  access: permission('supplierDetail:get'),
  summary:
    'The products and fittings a supplier in the caller data scope supplies, products first, by label.',
  params: idParams,
  answer: z.array(suppliedItem),
});

export const suppliedItemAdd = defineEndpoint({
  method: 'POST',
  path: '/erp/supply/supplier/:id/items',
  access: permission('supplierDetail:update'),
  summary:
    'Add a product or fitting of the organization to what a supplier in the caller data scope supplies; the same item twice is a 400 on itemId. Audited.',
  params: idParams,
  body: z.object({ itemKind: z.enum(SUPPLIED_ITEM_KINDS), itemId: recordId, ...terms }),
  answer: suppliedItem,
});

export const suppliedItemUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/supply/supplier/:id/items/:itemId',
  access: permission('supplierDetail:update'),
  summary:
    'Change the purchase price, lead time or remark of one supplied item (its id in the path). Audited.',
  params: itemParams,
  body: z.object(terms),
  answer: suppliedItem,
});

export const suppliedItemRemove = defineEndpoint({
  method: 'DELETE',
  path: '/erp/supply/supplier/:id/items/:itemId',
  access: permission('supplierDetail:update'),
  summary: 'Stop listing an item as supplied by the supplier (404 when it is not listed). Audited.',
  params: itemParams,
  answer: z.object({ id: z.number().int() }),
});
