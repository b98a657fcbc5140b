import { type AnyColumn, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import { stockLocations, stockWarehouses } from './stock.tables.js';

/** A location's name: its warehouse's (and bin's) for an internal one, '' for a virtual one (named by its kind). */
export const locationName = (
  location: { name: AnyColumn; parentId: AnyColumn },
  warehouse: { name: AnyColumn },
) =>
  sql<string>`case when ${location.parentId} is null then coalesce(${warehouse.name}, '')
    else ${warehouse.name} || ' / ' || ${location.name} end`;

export type VirtualLocationKind = 'supplier' | 'customer' | 'repair' | 'adjustment' | 'transit';

/** A location as the ledger's rules need it: its warehouse's switches for internal ones. */
export interface LocationInfo {
  id: number;
  kind: 'internal' | VirtualLocationKind;
  warehouseId: number | null;
  /** The warehouse's root location (itself for a root, its parent for a bin); null for a virtual one. */
  rootId: number | null;
  warehouseName: string;
  /** How messages name it: the warehouse's name, with the bin's for a bin (`主仓库 / A-01`). */
  label: string;
  enabled: boolean;
  allowNegative: boolean;
}

/** The organization's virtual location of a kind, created on first use (one read once it exists). */
export async function virtualLocationId(tx: Db, orgId: number, kind: VirtualLocationKind): Promise<number> {
  const find = async () => {
    const [row] = await tx
      .select({ id: stockLocations.id })
      .from(stockLocations)
      .where(
        and(
          eq(stockLocations.orgId, orgId),
          eq(stockLocations.kind, kind),
          isNull(stockLocations.warehouseId),
        ),
      );
    return row?.id;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  // Two first postings may race here: the unique index lets one row in, and both read it.
  await tx.execute(
    sql`insert into stock_locations (org_id, kind, name) values (${orgId}, ${kind}, ${kind})
        on conflict (org_id, kind) where warehouse_id is null do nothing`,
  );
  return (await find())!;
}

/** Creates a warehouse's root location (with the warehouse, in its transaction). */
export async function createRootLocation(tx: Db, orgId: number, warehouseId: number, name: string) {
  await tx.insert(stockLocations).values({ orgId, kind: 'internal', warehouseId, name });
}

/** A live warehouse of the organization and its root location; 404 otherwise (another org's too). */
export async function warehouseRoot(tx: Db, orgId: number, warehouseId: number) {
  const [row] = await tx
    .select({ locationId: stockLocations.id, warehouse: stockWarehouses })
    .from(stockWarehouses)
    .innerJoin(
      stockLocations,
      and(eq(stockLocations.warehouseId, stockWarehouses.id), isNull(stockLocations.parentId)),
    )
    .where(
      and(
        eq(stockWarehouses.id, warehouseId),
        eq(stockWarehouses.orgId, orgId),
        isNull(stockWarehouses.deletedAt),
      ),
    );
  if (!row) throw new AppError(404, 'stock.warehouseMissing');
  return row;
}

/**
 * The locations of these ids in the organization, with their warehouses' switches read under a
 * share lock: disabling a warehouse waits for postings in flight, and postings after it see it.
 */
export async function lockedLocations(tx: Db, orgId: number, ids: readonly number[]) {
  const locations = await tx
    .select()
    .from(stockLocations)
    .where(and(eq(stockLocations.orgId, orgId), inArray(stockLocations.id, [...ids])));
  const warehouseIds = [...new Set(locations.flatMap((row) => (row.warehouseId ? [row.warehouseId] : [])))];
  // Sorted, so concurrent postings take the share locks in one order.
  const warehouses =
    warehouseIds.length === 0
      ? []
      : await tx
          .select()
          .from(stockWarehouses)
          .where(and(eq(stockWarehouses.orgId, orgId), inArray(stockWarehouses.id, warehouseIds)))
          .orderBy(stockWarehouses.id)
          .for('share');
  const warehouseById = new Map(warehouses.map((row) => [row.id, row]));
  const found = new Map<number, LocationInfo>();
  for (const row of locations) {
    const warehouse = row.warehouseId ? warehouseById.get(row.warehouseId) : undefined;
    if (row.warehouseId && (!warehouse || warehouse.deletedAt)) continue;
    found.set(row.id, {
      id: row.id,
      kind: row.kind,
      warehouseId: row.warehouseId,
      rootId: row.kind === 'internal' ? (row.parentId ?? row.id) : null,
      warehouseName: warehouse?.name ?? '',
      label: row.parentId && warehouse ? `${warehouse.name} / ${row.name}` : (warehouse?.name ?? row.name),
      enabled: warehouse?.enabled ?? true,
      // Virtual locations are the other side of every entry: they may go negative.
      allowNegative: warehouse ? warehouse.allowNegative : true,
    });
  }
  for (const id of ids) if (!found.has(id)) throw new AppError(404, 'stock.warehouseMissing');
  return found;
}

/**
 * Where a document posts: the warehouse's root, or the named bin of that warehouse (404 otherwise),
 * with the names it keeps as they are now (`binName` '' for the root).
 */
export async function documentLocation(tx: Db, orgId: number, warehouseId: number, binId?: number) {
  const root = await warehouseRoot(tx, orgId, warehouseId);
  const named = { locationId: root.locationId, warehouseName: root.warehouse.name, binName: '' };
  if (binId === undefined) return named;
  const [bin] = await tx
    .select({ id: stockLocations.id, name: stockLocations.name })
    .from(stockLocations)
    .where(
      and(
        eq(stockLocations.id, binId),
        eq(stockLocations.orgId, orgId),
        eq(stockLocations.parentId, root.locationId),
      ),
    );
  if (!bin) throw new AppError(404, 'stock.binMissing');
  return { ...named, locationId: bin.id, binName: bin.name };
}

/** A warehouse's bins, by name. */
export async function listBins(db: Db, orgId: number, warehouseId: number) {
  const root = await warehouseRoot(db, orgId, warehouseId);
  return db
    .select({ id: stockLocations.id, warehouseId: stockLocations.warehouseId, name: stockLocations.name })
    .from(stockLocations)
    .where(and(eq(stockLocations.orgId, orgId), eq(stockLocations.parentId, root.locationId)))
    .orderBy(stockLocations.name)
    .then((rows) => rows.map((row) => ({ ...row, warehouseId })));
}

/** Adds a bin under the warehouse's root (audited); a name the warehouse has already is a field error. */
export function createBin(
  db: Db,
  actor: { orgId: number; userId: number },
  warehouseId: number,
  name: string,
) {
  return db.transaction(async (tx) => {
    const root = await warehouseRoot(tx, actor.orgId, warehouseId);
    const [bin] = await tx
      .insert(stockLocations)
      .values({ orgId: actor.orgId, kind: 'internal', warehouseId, parentId: root.locationId, name })
      .onConflictDoNothing()
      .returning({ id: stockLocations.id, name: stockLocations.name });
    if (!bin) throw fieldError('name', 'stock.binNameTaken', { name });
    const row = { ...bin, warehouseId };
    await recordAudit(tx, { ...actor, action: 'create', entity: 'stock.bin', entityId: bin.id, after: row });
    return row;
  });
}
