import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn } from '../admin/admin.tables.js';
import { fittings, products } from './catalogue.tables.js';

/**
 * Which products a fitting fits (many-to-many). A pair is there or not: replacing a fitting's set
 * deletes and inserts pairs. The primary key reads "products of a fitting"; the product index reads
 * "fittings of a product". Soft-deleted ends stay linked (a restore brings them back) and every
 * read keeps to live fittings and products.
 */
export const fittingFits = pgTable(
  'catalogue_fitting_fits',
  {
    orgId: orgIdColumn(),
    fittingId: integer('fitting_id')
      .notNull()
      .references(() => fittings.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'catalogue_fitting_fits_pkey', columns: [t.fittingId, t.productId] }),
    index('catalogue_fitting_fits_product_idx').on(t.orgId, t.productId),
  ],
);
