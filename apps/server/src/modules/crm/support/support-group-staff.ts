import type { TurnMember } from '@atrium/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { crmSupportGroupMembers } from '../support.tables.js';

/**
 * Who works in a support group, for other modules (work orders assigned to a group) as for CRM's
 * own distribution. Each runs inside the
 * caller's transaction; another organization's group reads as empty.
 */

/**
 * The group's members in turn order (user id) with their work status switch as `available`: what
 * `nextInTurn` (contract round-robin.ts) picks from.
 */
export function supportGroupRoster(db: Db, orgId: number, groupId: number): Promise<TurnMember[]> {
  return db
    .select({ userId: crmSupportGroupMembers.userId, available: crmSupportGroupMembers.memberEnabled })
    .from(crmSupportGroupMembers)
    .where(and(eq(crmSupportGroupMembers.orgId, orgId), eq(crmSupportGroupMembers.groupId, groupId)))
    .orderBy(asc(crmSupportGroupMembers.userId));
}
