import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgIdColumn } from '../admin/admin.tables.js';
import { files } from '../files/files.tables.js';
import { products } from './catalogue.tables.js';

/**
 * A product's specification attributes (颜色 = 黑色) and images: the product resource's `specs` and
 * `images` children (product-children.ts), written with the product in one request. The line
 * columns keep their older SQL names (`product_id`, `sort`).
 */
export const productAttributes = pgTable(
  'catalogue_product_attributes',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    parentId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lineNo: integer('sort').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    uniqueIndex('catalogue_product_attributes_product_name_key').on(t.parentId, t.name),
    index('catalogue_product_attributes_product_idx').on(t.parentId, t.lineNo),
  ],
);

/** An uploaded image of a product with the thumbnail made from it; one per product is the main image. */
export const productImages = pgTable(
  'catalogue_product_images',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    parentId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    thumbnailFileId: integer('thumbnail_file_id')
      .notNull()
      .references(() => files.id),
    lineNo: integer('sort').notNull(),
    main: boolean('main').notNull().default(false),
  },
  (t) => [
    uniqueIndex('catalogue_product_images_product_file_key').on(t.parentId, t.fileId),
    index('catalogue_product_images_product_idx').on(t.parentId, t.lineNo),
  ],
);
