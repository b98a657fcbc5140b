import type { FitProductRow, ProductFittingRow } from '@atrium/contract/endpoints/catalogue-fittings';
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import { AppError, fieldError, notFound } from '../../platform/http/app-error.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import { fittingCategories, fittings, productCategories, products } from './catalogue.tables.js';
import { fittingFits } from './fitting-fits.tables.js';

/** Which products a fitting fits and which fittings fit a product: both ways searchable and paged. */

interface KeywordPage {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

const liveFitting = (orgId: number, id: number) =>
  and(eq(fittings.id, id), eq(fittings.orgId, orgId), isNull(fittings.deletedAt));
const liveProduct = (orgId: number, id: number) =>
  and(eq(products.id, id), eq(products.orgId, orgId), isNull(products.deletedAt));

/** Another organization's or a deleted record answers 404, as everywhere. */
async function assertExists(found: Promise<unknown[]>): Promise<void> {
  if ((await found).length === 0) throw notFound();
}

export async function fittingProductPage(db: Db, orgId: number, fittingId: number, query: KeywordPage) {
  await assertExists(db.select({ id: fittings.id }).from(fittings).where(liveFitting(orgId, fittingId)));
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    eq(fittingFits.orgId, orgId),
    eq(fittingFits.fittingId, fittingId),
    isNull(products.deletedAt),
    pattern
      ? or(ilike(products.sku, pattern), ilike(products.name, pattern), ilike(products.barcode, pattern))
      : undefined,
  );
  const matching = () =>
    db
      .select({ id: products.id })
      .from(fittingFits)
      .innerJoin(products, eq(products.id, fittingFits.productId))
      .where(where)
      .$dynamic();
  const { total, totalExact } = await pageTotal(db, matching);
  const list: FitProductRow[] = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      categoryName: productCategories.name,
      onSale: products.onSale,
    })
    .from(fittingFits)
    .innerJoin(products, eq(products.id, fittingFits.productId))
    .leftJoin(
      productCategories,
      and(eq(productCategories.id, products.categoryId), isNull(productCategories.deletedAt)),
    )
    .where(where)
    .orderBy(asc(products.sku), asc(products.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function productFittingPage(db: Db, orgId: number, productId: number, query: KeywordPage) {
  await assertExists(db.select({ id: products.id }).from(products).where(liveProduct(orgId, productId)));
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    eq(fittingFits.orgId, orgId),
    eq(fittingFits.productId, productId),
    isNull(fittings.deletedAt),
    pattern ? or(ilike(fittings.code, pattern), ilike(fittings.name, pattern)) : undefined,
  );
  const matching = () =>
    db
      .select({ id: fittings.id })
      .from(fittingFits)
      .innerJoin(fittings, eq(fittings.id, fittingFits.fittingId))
      .where(where)
      .$dynamic();
  const { total, totalExact } = await pageTotal(db, matching);
  const list: ProductFittingRow[] = await db
    .select({
      id: fittings.id,
      code: fittings.code,
      name: fittings.name,
      categoryName: fittingCategories.name,
      unit: fittings.unit,
      price: fittings.price,
      enabled: fittings.enabled,
    })
    .from(fittingFits)
    .innerJoin(fittings, eq(fittings.id, fittingFits.fittingId))
    .leftJoin(
      fittingCategories,
      and(eq(fittingCategories.id, fittings.categoryId), isNull(fittingCategories.deletedAt)),
    )
    .where(where)
    .orderBy(asc(fittings.code), asc(fittings.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The first repeated id's position, or -1. */
function firstRepeat(ids: readonly number[]): number {
  return ids.findIndex((id, index) => ids.indexOf(id) !== index);
}

/**
 * Replaces the products a fitting fits, under the fitting's version (a stale one → 409): each must
 * be a live product of the organization, named once; a bad one is a 400 on `productIds.<n>` and
 * nothing changes. The fitting's version goes up and the audit entry holds both sets.
 */
export function replaceFittingProducts(
  db: Db,
  actor: Actor,
  fittingId: number,
  body: { productIds: number[]; version: number },
) {
  return db.transaction(async (tx) => {
    const [fitting] = await tx
      .select({ version: fittings.version })
      .from(fittings)
      .where(liveFitting(actor.orgId, fittingId))
      .for('update');
    if (!fitting) throw notFound();
    if (fitting.version !== body.version) throw new AppError(409, 'conflict.stale');
    // The named products of the organization, deleted ones too: a refusal names a product by its label.
    const named =
      body.productIds.length === 0
        ? []
        : await tx
            .select({
              id: products.id,
              label: sql<string>`${products.sku} || ' ' || ${products.name}`,
              deletedAt: products.deletedAt,
            })
            .from(products)
            .where(and(eq(products.orgId, actor.orgId), inArray(products.id, body.productIds)));
    const byId = new Map(named.map((row) => [row.id, row]));
    const repeat = firstRepeat(body.productIds);
    if (repeat >= 0)
      throw fieldError(`productIds.${repeat}`, 'catalogue.fitProductRepeated', {
        item: byId.get(body.productIds[repeat]!)?.label ?? '',
      });
    const missing = body.productIds.findIndex((id) => !byId.has(id) || byId.get(id)!.deletedAt !== null);
    if (missing >= 0) {
      const gone = byId.get(body.productIds[missing]!);
      throw gone
        ? fieldError(`productIds.${missing}`, 'catalogue.fitProductDeleted', { item: gone.label })
        : fieldError(`productIds.${missing}`, 'catalogue.fitProductMissing', { n: missing + 1 });
    }
    const before = await tx
      .select({ productId: fittingFits.productId })
      .from(fittingFits)
      .where(eq(fittingFits.fittingId, fittingId))
      .orderBy(asc(fittingFits.productId));
    await tx.delete(fittingFits).where(eq(fittingFits.fittingId, fittingId));
    if (body.productIds.length > 0)
      await tx
        .insert(fittingFits)
        .values(body.productIds.map((productId) => ({ orgId: actor.orgId, fittingId, productId })));
    const [after] = await tx
      .update(fittings)
      .set({ version: sql`${fittings.version} + 1`, updatedAt: new Date(), updatedBy: actor.userId })
      .where(eq(fittings.id, fittingId))
      .returning({ version: fittings.version });
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'fitting',
      entityId: fittingId,
      before: { productIds: before.map((row) => row.productId) },
      after: { productIds: [...body.productIds].sort((a, b) => a - b) },
    });
    return { fitsCount: body.productIds.length, version: after!.version };
  });
}
