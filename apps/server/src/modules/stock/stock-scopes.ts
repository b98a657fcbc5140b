import { stockCountScopes, stockReceiptScopes } from '@atrium/contract/endpoints/stock-documents';
import { MY_WAREHOUSES_SCOPE } from '@atrium/contract/resources/warehouse';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  type DataScopeRegistry,
  recordScopeCondition,
  registerRecordScopes,
  type ScopeAssignment,
  scopeHolds,
} from '../../platform/access/record-scope.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ReferenceCaller } from '../../platform/references/reference-source.js';
import { stockDocuments, stockWarehouses } from './stock.tables.js';

/**
 * "Records of my warehouses" (docs/stock.md "Data scopes"): my warehouses are those of the
 * organization whose manager (负责人) I am, disabled or deleted ones too (their documents stay theirs).
 */
export const myWarehousesAssignment: ScopeAssignment = {
  name: MY_WAREHOUSES_SCOPE.name,
  // Columns written out under an alias of its own: the outer query may read stock_warehouses too.
  ids: (caller) =>
    sql`select mine.id from ${stockWarehouses} mine where mine.org_id = ${caller.orgId} and mine.manager_user_id = ${caller.userId}`,
};

/** Receipts (with their reversals) or counts: the documents a page or get of that list reads. */
export type DocumentList = 'receipts' | 'counts';

const SCOPES = { receipts: stockReceiptScopes, counts: stockCountScopes };

/** The condition narrowing a list's documents to the caller's data scope (undefined: all of them). */
export function documentsInScope(
  db: Db,
  dataScopes: DataScopeRegistry,
  caller: ReferenceCaller,
  list: DocumentList,
): Promise<SQL | undefined> {
  return recordScopeCondition(
    db,
    dataScopes.assignments,
    caller,
    SCOPES[list],
    getTableColumns(stockDocuments),
  );
}

/** A document outside the caller's scope is answered as missing (404), exactly as one that does not exist. */
export async function assertDocumentInScope(
  db: Db,
  dataScopes: DataScopeRegistry,
  caller: ReferenceCaller,
  list: DocumentList,
  id: number,
): Promise<void> {
  const inScope = await documentsInScope(db, dataScopes, caller, list);
  const columns = getTableColumns(stockDocuments);
  if (!(await scopeHolds(db, stockDocuments, columns, caller, id, inScope))) {
    throw new AppError(404, 'stock.documentMissing');
  }
}

/** Makes the documents' scopes choosable in the role editor (the warehouse resource's join when bound). */
export function registerDocumentScopes(dataScopes: DataScopeRegistry): void {
  for (const scopes of Object.values(SCOPES)) registerRecordScopes(dataScopes, scopes);
}
