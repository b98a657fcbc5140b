import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { idParams, optionalFilter, recordId, recordVersion, text } from '../zod-kit.js';

/**
 * Which products a fitting fits (配件 ↔ 商品, many-to-many), searchable both ways, and what the
 * fitting list shows beside each row (how many products it fits, its stock on hand).
 */

/** Most products one replace may name (a universal cable fits many; the page reads them paged). */
export const FITS_PER_FITTING_MAX = 2000;

const keywordQuery = pageQuery.extend({ keyword: optionalFilter(text.trim().max(64)) });

export const fitProductRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  categoryName: z.string().nullable(),
  onSale: z.boolean(),
});
export type FitProductRow = z.infer<typeof fitProductRow>;

export const fittingProductPage = defineEndpoint({
  method: 'GET',
  path: '/erp/catalogue/fitting/:id/products',
  access: permission('fittingList:get'),
  summary: 'The live products a fitting fits, by SKU; keyword matches SKU, name or barcode.',
  params: idParams,
  query: keywordQuery,
  answer: page(fitProductRow),
});

export const fittingProductsReplace = defineEndpoint({
  method: 'PUT',
  path: '/erp/catalogue/fitting/:id/products',
  access: permission('fittingList:update'),
  summary:
    "Replace the set of products a fitting fits (each a live product of the organization, no repeats); answers how many it fits now. The fitting's version goes up.",
  params: idParams,
  body: z.object({
    productIds: z.array(recordId).max(FITS_PER_FITTING_MAX),
    version: recordVersion,
  }),
  answer: z.object({ fitsCount: z.number().int(), version: z.number().int() }),
});

export const productFittingRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  categoryName: z.string().nullable(),
  unit: z.string(),
  price: z.number().int(),
  enabled: z.boolean(),
});
export type ProductFittingRow = z.infer<typeof productFittingRow>;

export const productFittingPage = defineEndpoint({
  method: 'GET',
  path: '/erp/catalogue/product/:id/fittings',
  access: permission('productList:get'),
  summary: 'The live fittings that fit a product (适用配件), by code; keyword matches code or name.',
  params: idParams,
  query: keywordQuery,
  answer: page(productFittingRow),
});

/** `1,2,3` → ids: one list page's worth at most, each an int4 record id. */
const idList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,499}$/)
  .transform((list) => [...new Set(list.split(',').map(Number))])
  .pipe(z.array(recordId));

export const fittingListExtras = defineEndpoint({
  method: 'GET',
  path: '/erp/catalogue/fitting/extras',
  access: permission('fittingList:query'),
  summary:
    "For the fittings of a list page: how many live products each fits; another organization's ids are left out. (Their on-hand stock is the stock module's: GET /erp/stock/item/on-hand-totals.)",
  query: z.object({ ids: idList }),
  answer: z.array(z.object({ id: z.number().int(), fitsCount: z.number().int() })),
});
