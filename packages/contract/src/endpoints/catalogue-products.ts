import { z } from 'zod';
import { anyPermission, defineEndpoint, permission } from '../endpoint.js';
import { fen, idParams, optionalFilter, queryRecordId, recordId, text } from '../zod-kit.js';

/**
 * A product's specification attributes and images (新建商品 / 商品详情), and the price a customer
 * pays for it. They live beside the product resource, not in it: a product must import from a
 * file, and the engine imports records without lines (docs/catalogue.md).
 */

/** At most this many images per product (spec §5: upload count limit 10). */
export const PRODUCT_IMAGES_MAX = 10;
/** At most this many attributes per product. */
export const PRODUCT_ATTRIBUTES_MAX = 30;
/** Largest image the product form sends (spec §5: upload size limit 2 MB). */
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

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

export const saveProductDetailsBody = z.object({
  attributes: z.array(productAttribute).max(PRODUCT_ATTRIBUTES_MAX),
  /**
   * Uploaded image files (`/erp/common/files/upload`) in display order; `main` marks the main
   * image (none marked: the first). A new file gets its thumbnail made here.
   */
  images: z.array(z.object({ fileId: recordId, main: z.boolean().optional() })).max(PRODUCT_IMAGES_MAX),
});
export type SaveProductDetailsBody = z.infer<typeof saveProductDetailsBody>;

export const saveProductDetails = defineEndpoint({
  method: 'PUT',
  path: '/erp/catalogue/product/:id/details',
  // The new-product form saves them right after creating the product.
  access: anyPermission('productList:update', 'productList:add', 'productCreate:add'),
  summary:
    "Replaces a product's attributes and images in one transaction; a file that is not a readable image is a 400.",
  params: idParams,
  body: saveProductDetailsBody,
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
