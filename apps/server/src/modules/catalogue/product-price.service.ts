import { formatBusinessDate } from '@atrium/contract';
import type { ProductPrice } from '@atrium/contract/endpoints/catalogue-products';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError, notFound } from '../../platform/http/app-error.js';
import { pickableIds } from '../../platform/references/reference-lookups.js';
import type { ReferenceCaller, ReferenceRegistry } from '../../platform/references/reference-source.js';
import { discountRateFor } from '../crm/discount-rates/discount-rate-for.js';
import { products } from './catalogue.tables.js';
import { priceWithDiscount } from './product-price.js';

/**
 * What `customerId` pays for a product on `day` (business day, today by default) and why. The
 * customer must be one the caller may pick (data scope), or its discount would leak.
 */
export async function productPriceFor(
  db: Db,
  references: ReferenceRegistry,
  caller: ReferenceCaller,
  productId: number,
  query: { customerId?: number; day?: string },
): Promise<ProductPrice> {
  const [product] = await db
    .select({ listPrice: products.listPrice })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.orgId, caller.orgId), isNull(products.deletedAt)));
  if (!product) throw notFound();
  if (query.customerId === undefined) return priceWithDiscount(product.listPrice, null);
  const customers = references.get('customer')!;
  const pickable = await pickableIds(db, customers, caller, [query.customerId]);
  if (!pickable.has(query.customerId)) throw fieldError('customerId', 'validation.referenceMissing');
  const day = query.day ?? formatBusinessDate(Date.now());
  const discount = await discountRateFor(db, caller.orgId, query.customerId, day);
  return priceWithDiscount(product.listPrice, discount);
}
