import { pickOrderScopes, sendOrderScopes } from '@atrium/contract/endpoints/sale-fulfilment';
import { transferOrderScopes } from '@atrium/contract/endpoints/sale-fulfilment-transfers';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  type DataScopeRegistry,
  recordScopeCondition,
  registerRecordScopes,
} from '../../../platform/access/record-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { MessageKey } from '../../../platform/http/messages.js';
import type { ReferenceCaller } from '../../../platform/references/reference-source.js';
import { pickOrders, sendOrders, transferOrders } from './fulfilment.tables.js';

/**
 * Who sees which fulfilment documents (docs/sales-fulfilment.md, Data scopes): every record, or a
 * warehouse keeper's — those of the warehouses they manage (a transfer: either of its two).
 */
export type FulfilmentList = 'pick' | 'send' | 'transfer';

interface Scoped {
  table: PgTable;
  id: AnyPgColumn;
  orgId: AnyPgColumn;
  /** The warehouse columns the scope reads: a transfer's record is in scope by either. */
  warehouses: AnyPgColumn[];
  missing: MessageKey;
}

const SCOPED: Record<FulfilmentList, Scoped> = {
  pick: {
    table: pickOrders,
    id: pickOrders.id,
    orgId: pickOrders.orgId,
    warehouses: [pickOrders.warehouseId],
    missing: 'sales.pickMissing',
  },
  send: {
    table: sendOrders,
    id: sendOrders.id,
    orgId: sendOrders.orgId,
    warehouses: [sendOrders.warehouseId],
    missing: 'sales.sendMissing',
  },
  transfer: {
    table: transferOrders,
    id: transferOrders.id,
    orgId: transferOrders.orgId,
    warehouses: [transferOrders.fromWarehouseId, transferOrders.toWarehouseId],
    missing: 'sales.transferMissing',
  },
};

const SCOPES = { pick: pickOrderScopes, send: sendOrderScopes, transfer: transferOrderScopes };

/** The condition narrowing a list to the caller's scope (undefined: every record). */
export async function fulfilmentInScope(
  db: Db,
  dataScopes: DataScopeRegistry,
  caller: ReferenceCaller,
  list: FulfilmentList,
): Promise<SQL | undefined> {
  const scoped = SCOPED[list];
  const conditions: (SQL | undefined)[] = [];
  for (const warehouse of scoped.warehouses) {
    const columns = { id: scoped.id, orgId: scoped.orgId, warehouseId: warehouse };
    const condition = await recordScopeCondition(db, dataScopes.assignments, caller, SCOPES[list], columns);
    if (!condition) return undefined;
    conditions.push(condition);
  }
  return conditions.length === 1 ? conditions[0] : or(...conditions);
}

/** A list's scope on another table's warehouse column or a warehouse id (the packing look-up, a new document). */
export function warehouseInScope(
  db: Db,
  dataScopes: DataScopeRegistry,
  caller: ReferenceCaller,
  warehouse: SQL,
  list: FulfilmentList = 'send',
): Promise<SQL | undefined> {
  const scoped = SCOPED[list];
  const columns = { id: scoped.id, orgId: scoped.orgId, warehouseId: warehouse as never };
  return recordScopeCondition(db, dataScopes.assignments, caller, SCOPES[list], columns);
}

/**
 * A new pick, shipment or transfer names only warehouses of the caller's scope (a transfer: one
 * of its two); any other answers as a missing warehouse (404), as it would to a caller who cannot
 * see it.
 */
export async function assertWarehousesInScope(
  db: Db,
  dataScopes: DataScopeRegistry,
  caller: ReferenceCaller,
  list: FulfilmentList,
  warehouseIds: readonly number[],
  { any = false }: { any?: boolean } = {},
): Promise<void> {
  const held: boolean[] = [];
  for (const id of warehouseIds) {
    const condition = await warehouseInScope(db, dataScopes, caller, sql`${id}::int`, list);
    if (!condition) return;
    const result = (await db.execute(sql`select ${condition} as held`)) as unknown as {
      rows: { held: boolean }[];
    };
    held.push(result.rows[0]?.held === true);
  }
  if (any ? !held.some(Boolean) : !held.every(Boolean)) throw new AppError(404, 'stock.warehouseMissing');
}

/** A record outside the caller's scope answers as missing (404), like one that does not exist. */
export async function assertFulfilmentInScope(
  db: Db,
  dataScopes: DataScopeRegistry,
  caller: ReferenceCaller,
  list: FulfilmentList,
  id: number,
): Promise<void> {
  const scoped = SCOPED[list];
  const inScope = await fulfilmentInScope(db, dataScopes, caller, list);
  const [row] = await db
    .select({ id: scoped.id })
    .from(scoped.table)
    .where(and(eq(scoped.id, id), eq(scoped.orgId, caller.orgId), inScope));
  if (!row) throw new AppError(404, scoped.missing);
}

/** Makes the three kinds' scopes choosable in the role editor. */
export function registerFulfilmentScopes(dataScopes: DataScopeRegistry): void {
  for (const scopes of Object.values(SCOPES)) registerRecordScopes(dataScopes, scopes);
}
