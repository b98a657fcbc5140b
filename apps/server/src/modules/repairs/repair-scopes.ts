import { MY_REPAIR_QUEUE_SCOPE, repairScopes } from '@atrium/contract/endpoints/repair-orders';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  type DataScopeRegistry,
  recordScopeCondition,
  type ScopeAssignment,
  scopeHolds,
} from '../../platform/access/record-scope.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ReferenceCaller } from '../../platform/references/reference-source.js';
import { repairs } from './repairs.tables.js';

/** A technician's repairs: those they claimed and those nobody has claimed yet. */
export const myRepairQueueAssignment: ScopeAssignment = {
  name: MY_REPAIR_QUEUE_SCOPE.name,
  ids: (caller) =>
    sql`select mine.id from ${repairs} mine where mine.org_id = ${caller.orgId}
      and (mine.technician_user_id = ${caller.userId} or mine.technician_user_id is null)`,
};

const assignments: DataScopeRegistry['assignments'] = new Map([
  [myRepairQueueAssignment.name, myRepairQueueAssignment],
]);

/** The repairs a caller sees (contract `repairScopes`): every read, write, transition and export applies it. */
export function repairsInScope(db: Db, caller: ReferenceCaller): Promise<SQL | undefined> {
  return recordScopeCondition(db, assignments, caller, repairScopes, getTableColumns(repairs));
}

/** A repair outside the caller's scope is a 404, as one that does not exist. */
export async function assertRepairInScope(db: Db, caller: ReferenceCaller, id: number): Promise<void> {
  const inScope = await repairsInScope(db, caller);
  if (!(await scopeHolds(db, repairs, getTableColumns(repairs), caller, id, inScope))) {
    throw new AppError(404, 'repairs.repairMissing');
  }
}
