import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { fen, idParams, optionalFilter, queryRecordId, text } from '../zod-kit.js';

/**
 * A product's specification attributes and images as the detail drawer shows them (with file
 * names and addresses), and the price a customer pays for it. They are written as the product
 * resource's `specs` and `images` children, with the product, in one request.
 */

export { PRODUCT_ATTRIBUTES_MAX, PRODUCT_IMAGES_MAX } from '../resources/product.js';

/** One specification attribute: 颜色 = 黑色, 容量 = 128G. Names are unique within a product. */
export const productAttribute = z.object({
  name: text.trim().min(1).max(32),
  value: text.trim().min(1).max(64),
});
export type ProductAttribute = z.infer<typeof productAttribute>;

/** One image as answered: the uploaded file, its thumbnail, and whether it is the main image. */
export const productImage = z.object({
  fileId: z.number().int(),
  url: z.string(),
  thumbnailFileId: z.number().int(),
  thumbnailUrl: z.string(),
  name: z.string(),
  main: z.boolean(),
});
export type ProductImage = z.infer<typeof productImage>;

export const productDetails = z.object({
  attributes: z.array(productAttribute),
  /** In display order; exactly one is the main image when there is any. */
  images: z.array(productImage),
});
export type ProductDetails = z.infer<typeof productDetails>;

export const getProductDetails = defineEndpoint({
  method: 'GET',
  path: '/erp/catalogue/product/:id/details',
  access: permission('productList:get'),
  summary: "A product's specification attributes and images (in order, main image marked).",
  params: idParams,
  answer: productDetails,
});

/** Where a price comes from: the list price, the customer's own discount, or its level's. */
export const priceSource = z.enum(['list', 'customer', 'level']);
export type PriceSource = z.infer<typeof priceSource>;

export const productPrice = z.object({
  listPrice: fen,
  /** Basis points of the list price (10000 = 100%); null for the list price. */
  rate: z.number().int().nullable(),
  source: priceSource,
  /** The 客户折扣率 record that applied, if any. */
  discountRateId: z.number().int().nullable(),
  /** listPrice × rate, half up to a fen. */
  price: fen,
});
export type ProductPrice = z.infer<typeof productPrice>;

export const getProductPrice = defineEndpoint({
  method: 'GET',
  path: '/erp/catalogue/product/:id/price',
  access: permission('productList:get'),
  summary:
    'The price a customer pays for a product today (or on `day`) and where it comes from; without a customer, the list price.',
  params: idParams,
  query: z.object({
    customerId: optionalFilter(queryRecordId),
    day: optionalFilter(z.iso.date()),
  }),
  answer: productPrice,
});
