import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReferenceSource } from '../../platform/references/reference-source.js';
import { fittingCategories, fittings, productCategories, products } from './catalogue.tables.js';
import { catalogueUnits } from './units.tables.js';

/** `ref: 'product'`: live products, labelled `SKU name` (stock screens go by SKU), found by name, SKU or barcode. */
export const productReference: ReferenceSource = {
  name: 'product',
  table: products,
  id: products.id,
  label: sql<string>`${products.sku} || ' ' || ${products.name}`,
  search: [products.name, products.sku, products.barcode],
  records: (orgId) => and(eq(products.orgId, orgId), isNull(products.deletedAt))!,
};

/** `ref: 'fitting'`: live fittings, labelled `code name`, found by name or code. */
export const fittingReference: ReferenceSource = {
  name: 'fitting',
  table: fittings,
  id: fittings.id,
  label: sql<string>`${fittings.code} || ' ' || ${fittings.name}`,
  search: [fittings.name, fittings.code],
  records: (orgId) => and(eq(fittings.orgId, orgId), isNull(fittings.deletedAt))!,
};

/** `ref: 'productCategory'`: live product categories, by name. */
export const productCategoryReference: ReferenceSource = {
  name: 'productCategory',
  table: productCategories,
  id: productCategories.id,
  label: productCategories.name,
  search: [productCategories.name],
  records: (orgId) => and(eq(productCategories.orgId, orgId), isNull(productCategories.deletedAt))!,
  tree: { parent: productCategories.parentId, order: productCategories.sort },
};

/** `ref: 'fittingCategory'`: live fitting categories, by name. */
export const fittingCategoryReference: ReferenceSource = {
  name: 'fittingCategory',
  table: fittingCategories,
  id: fittingCategories.id,
  label: fittingCategories.name,
  search: [fittingCategories.name],
  records: (orgId) => and(eq(fittingCategories.orgId, orgId), isNull(fittingCategories.deletedAt))!,
  tree: { parent: fittingCategories.parentId, order: fittingCategories.sort },
};

/**
 * `ref: 'unit'`: the enabled live units, by name: what the product and fitting forms offer (an
 * item names its unit by name; see item-units.ts).
 */
export const unitReference: ReferenceSource = {
  name: 'unit',
  table: catalogueUnits,
  id: catalogueUnits.id,
  label: catalogueUnits.name,
  search: [catalogueUnits.name],
  records: (orgId) =>
    and(eq(catalogueUnits.orgId, orgId), isNull(catalogueUnits.deletedAt), eq(catalogueUnits.enabled, true))!,
};
