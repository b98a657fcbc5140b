import type { TurnMember } from '@atrium/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { crmSupportGroupMembers, crmSupportGroups } from '../support.tables.js';

/**
 * Who works in a support group, for other modules (work orders assigned to a group, their SLA
 * escalation and the group leader's scope) as for CRM's own distribution. Each runs inside the
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

/** The user who leads the group (组长), or null when it has none or is not a group of the organization. */
export async function supportGroupLeader(db: Db, orgId: number, groupId: number): Promise<number | null> {
  const [group] = await db
    .select({ leaderUserId: crmSupportGroups.leaderUserId })
    .from(crmSupportGroups)
    .where(and(eq(crmSupportGroups.orgId, orgId), eq(crmSupportGroups.id, groupId)));
  return group?.leaderUserId ?? null;
}

/** The leader of each of these groups that has one (groups without a leader are left out). */
export async function supportGroupLeaders(
  db: Db,
  orgId: number,
  groupIds: readonly number[],
): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const groups = await db
    .select({ id: crmSupportGroups.id, leaderUserId: crmSupportGroups.leaderUserId })
    .from(crmSupportGroups)
    .where(
      and(
        eq(crmSupportGroups.orgId, orgId),
        inArray(crmSupportGroups.id, [...new Set(groupIds)]),
        isNotNull(crmSupportGroups.leaderUserId),
      ),
    );
  return new Map(groups.map((group) => [group.id, group.leaderUserId!]));
}

/** Whether the user is a member of the group (whatever their work status). */
export async function isSupportGroupMember(
  db: Db,
  orgId: number,
  groupId: number,
  userId: number,
): Promise<boolean> {
  const [membership] = await db
    .select({ userId: crmSupportGroupMembers.userId })
    .from(crmSupportGroupMembers)
    .where(
      and(
        eq(crmSupportGroupMembers.orgId, orgId),
        eq(crmSupportGroupMembers.groupId, groupId),
        eq(crmSupportGroupMembers.userId, userId),
      ),
    );
  return membership !== undefined;
}

/** Whether the group is one of the organization's and enabled: one a record may be sent to. */
export async function isEnabledSupportGroup(db: Db, orgId: number, groupId: number): Promise<boolean> {
  const [group] = await db
    .select({ id: crmSupportGroups.id })
    .from(crmSupportGroups)
    .where(
      and(
        eq(crmSupportGroups.orgId, orgId),
        eq(crmSupportGroups.id, groupId),
        eq(crmSupportGroups.enabled, true),
      ),
    );
  return group !== undefined;
}

/** Ids of the organization's groups the user leads, in id order (none: an empty list). */
export async function groupsLedBy(db: Db, orgId: number, userId: number): Promise<number[]> {
  const groups = await db
    .select({ id: crmSupportGroups.id })
    .from(crmSupportGroups)
    .where(and(eq(crmSupportGroups.orgId, orgId), eq(crmSupportGroups.leaderUserId, userId)))
    .orderBy(asc(crmSupportGroups.id));
  return groups.map(({ id }) => id);
}

/** Ids of the organization's groups the user works in (member of), in id order (none: an empty list). */
export async function groupsWorkedInBy(db: Db, orgId: number, userId: number): Promise<number[]> {
  const memberships = await db
    .select({ groupId: crmSupportGroupMembers.groupId })
    .from(crmSupportGroupMembers)
    .where(and(eq(crmSupportGroupMembers.orgId, orgId), eq(crmSupportGroupMembers.userId, userId)))
    .orderBy(asc(crmSupportGroupMembers.groupId));
  return memberships.map(({ groupId }) => groupId);
}
