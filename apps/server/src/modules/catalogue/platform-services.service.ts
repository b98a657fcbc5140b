import type { ApplicableServiceRow } from '@atrium/contract/endpoints/catalogue-platform-services';
import {
  PLATFORM_SERVICE_LENGTH_FIELD,
  type PlatformServiceKind,
  type platformServiceResource,
} from '@atrium/contract/resources/platform-service';
import { and, asc, eq, exists, inArray, isNull, not, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError, notFound } from '../../platform/http/app-error.js';
import {
  type Actor,
  createOne,
  type ResourceStore,
  updateOne,
} from '../../platform/resources/resource-store.js';
import { productCategories, products } from './catalogue.tables.js';
import { platformServiceCategories, platformServices } from './platform-services.tables.js';

type Fields = (typeof platformServiceResource)['fields'];
type Body = Record<string, unknown>;

/** The length its kind needs (an extended warranty's months, a visit's minutes) must be given. */
function assertLength(values: Body): void {
  const field = PLATFORM_SERVICE_LENGTH_FIELD[values.kind as Exclude<PlatformServiceKind, 'other'>];
  if (!field || (values[field] !== null && values[field] !== undefined)) return;
  throw fieldError(
    field,
    field === 'validityMonths' ? 'catalogue.serviceValidityRequired' : 'catalogue.serviceDurationRequired',
  );
}

/** A category is named once (the lines are a set). */
function assertDistinctCategories(body: Body): void {
  const lines = body.lines as { categoryId: number }[] | undefined;
  const seen = new Set<number>();
  lines?.forEach((line, index) => {
    if (seen.has(line.categoryId))
      throw fieldError(`lines.${index}.categoryId`, 'catalogue.serviceCategoryRepeated');
    seen.add(line.categoryId);
  });
}

export function createPlatformService(db: Db, store: ResourceStore<Fields>, actor: Actor, body: Body) {
  assertLength(body);
  assertDistinctCategories(body);
  return createOne(db, store, actor, body);
}

/** The kind rule on the record as it will be: the body's values over the stored ones (locked meanwhile). */
export function updatePlatformService(
  db: Db,
  store: ResourceStore<Fields>,
  actor: Actor,
  id: number,
  body: Body & { version: number },
) {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({
        kind: platformServices.kind,
        validityMonths: platformServices.validityMonths,
        durationMinutes: platformServices.durationMinutes,
      })
      .from(platformServices)
      .where(
        and(
          eq(platformServices.id, id),
          eq(platformServices.orgId, actor.orgId),
          isNull(platformServices.deletedAt),
        ),
      )
      .for('update');
    if (!stored) throw notFound();
    const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    assertLength({ ...stored, ...defined });
    assertDistinctCategories(body);
    return updateOne(tx, store, actor, id, body);
  });
}

/** A category and its ancestors, walking up the (cycle-free) tree. */
async function categoryWithAncestors(db: Db, orgId: number, categoryId: number): Promise<number[]> {
  const chain: number[] = [];
  let next: number | null = categoryId;
  while (next !== null && !chain.includes(next)) {
    chain.push(next);
    const [row] = await db
      .select({ parentId: productCategories.parentId })
      .from(productCategories)
      .where(and(eq(productCategories.id, next), eq(productCategories.orgId, orgId)));
    next = row?.parentId ?? null;
  }
  return chain;
}

/** The enabled services for every category, or for the product's category or an ancestor of it. */
export async function productPlatformServices(
  db: Db,
  orgId: number,
  productId: number,
): Promise<ApplicableServiceRow[]> {
  const [product] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.orgId, orgId), isNull(products.deletedAt)));
  if (!product) throw notFound();
  const categories = await categoryWithAncestors(db, orgId, product.categoryId);
  const lines = (condition?: ReturnType<typeof inArray>) =>
    db
      .select({ id: platformServiceCategories.id })
      .from(platformServiceCategories)
      .where(and(eq(platformServiceCategories.parentId, platformServices.id), condition));
  const rows = await db
    .select({
      id: platformServices.id,
      code: platformServices.code,
      name: platformServices.name,
      kind: platformServices.kind,
      price: platformServices.price,
      validityMonths: platformServices.validityMonths,
      durationMinutes: platformServices.durationMinutes,
      saleMode: platformServices.saleMode,
    })
    .from(platformServices)
    .where(
      and(
        eq(platformServices.orgId, orgId),
        isNull(platformServices.deletedAt),
        eq(platformServices.enabled, true),
        or(not(exists(lines())), exists(lines(inArray(platformServiceCategories.categoryId, categories)))),
      ),
    )
    .orderBy(asc(platformServices.code));
  return rows as ApplicableServiceRow[];
}
