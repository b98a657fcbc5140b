import { saleOrderScopes } from '@atrium/contract/endpoints/sale-orders';
import { getTableColumns, type SQL } from 'drizzle-orm';
import {
  type DataScopeRegistry,
  recordScopeCondition,
  scopeHolds,
} from '../../../platform/access/record-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { ReferenceCaller } from '../../../platform/references/reference-source.js';
import { myWarehousesAssignment } from '../../stock/stock-scopes.js';
import { saleOrders } from './sale-orders.tables.js';

/**
 * The orders a caller sees (contract `saleOrderScopes`): their own and their led departments'
 * (the default), every order, or those of the warehouses they manage. Every read, write and
 * transition applies it; an order outside it is a 404, as one that does not exist.
 */
const assignments: DataScopeRegistry['assignments'] = new Map([
  [myWarehousesAssignment.name, myWarehousesAssignment],
]);

export function ordersInScope(db: Db, caller: ReferenceCaller): Promise<SQL | undefined> {
  return recordScopeCondition(db, assignments, caller, saleOrderScopes, getTableColumns(saleOrders));
}

export async function assertOrderInScope(db: Db, caller: ReferenceCaller, id: number): Promise<void> {
  const inScope = await ordersInScope(db, caller);
  if (!(await scopeHolds(db, saleOrders, getTableColumns(saleOrders), caller, id, inScope))) {
    throw new AppError(404, 'sales.orderMissing');
  }
}
