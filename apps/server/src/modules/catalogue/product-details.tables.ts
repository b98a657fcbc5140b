import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgIdColumn } from '../admin/admin.tables.js';
import { files } from '../files/files.tables.js';
import { products } from './catalogue.tables.js';

/**
 * A product's specification attributes (颜色 = 黑色) and images, replaced as a whole by the product
 * form (product-details.service.ts). Not engine lines: the product resource must stay importable.
 */
export const productAttributes = pgTable(
  'catalogue_product_attributes',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    uniqueIndex('catalogue_product_attributes_product_name_key').on(t.productId, t.name),
    index('catalogue_product_attributes_product_idx').on(t.productId, t.sort),
  ],
);

/** An uploaded image of a product with the thumbnail made from it; one per product is the main image. */
export const productImages = pgTable(
  'catalogue_product_images',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    thumbnailFileId: integer('thumbnail_file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull(),
    main: boolean('main').notNull().default(false),
  },
  (t) => [
    uniqueIndex('catalogue_product_images_product_file_key').on(t.productId, t.fileId),
    index('catalogue_product_images_product_idx').on(t.productId, t.sort),
  ],
);
