import { nextInTurn, type SupportDistributionGroup } from '@atrium/contract';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DataScope } from '../../../platform/access/data-scope.js';
import { recordAudit, recordAudits } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { fieldError, notFound } from '../../../platform/http/app-error.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { users } from '../../admin/admin.tables.js';
import { ownerDepartmentOf } from '../customers/customer-ownership.service.js';
import { supportGroupRoster } from '../support/support-group-staff.js';
import { crmSupportGroupMembers, crmSupportGroups } from '../support.tables.js';
import { crmSupportCustomers, crmSupportDistributionRules } from '../support-customers.tables.js';
import { isSupportCustomerInScope } from './support-customer-scope.js';

/**
 * Per support group: its distribution switch and cursor, its members (work status, load = live
 * support customers they handle). `onlyEnabledGroups` for the form choices.
 */
export async function supportGroupsOverview(
  db: Db,
  orgId: number,
  onlyEnabledGroups = false,
): Promise<SupportDistributionGroup[]> {
  const groups = await db
    .select({
      groupId: crmSupportGroups.id,
      name: crmSupportGroups.name,
      enabled: crmSupportDistributionRules.enabled,
      cursorUserId: crmSupportDistributionRules.cursorUserId,
    })
    .from(crmSupportGroups)
    .leftJoin(
      crmSupportDistributionRules,
      and(
        eq(crmSupportDistributionRules.orgId, crmSupportGroups.orgId),
        eq(crmSupportDistributionRules.groupId, crmSupportGroups.id),
      ),
    )
    .where(
      and(
        eq(crmSupportGroups.orgId, orgId),
        onlyEnabledGroups ? eq(crmSupportGroups.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(crmSupportGroups.sort), asc(crmSupportGroups.id));
  const members = await db
    .select({
      groupId: crmSupportGroupMembers.groupId,
      userId: crmSupportGroupMembers.userId,
      name: users.name,
      memberEnabled: crmSupportGroupMembers.memberEnabled,
    })
    .from(crmSupportGroupMembers)
    .innerJoin(users, eq(users.id, crmSupportGroupMembers.userId))
    .where(eq(crmSupportGroupMembers.orgId, orgId))
    .orderBy(asc(crmSupportGroupMembers.userId));
  const loads = await db
    .select({ userId: crmSupportCustomers.handlerUserId, load: count() })
    .from(crmSupportCustomers)
    .where(and(eq(crmSupportCustomers.orgId, orgId), isNull(crmSupportCustomers.deletedAt)))
    .groupBy(crmSupportCustomers.handlerUserId);
  const loadOf = new Map(loads.map(({ userId, load }) => [userId, Number(load)]));
  return groups.map((group) => ({
    groupId: group.groupId,
    name: group.name,
    enabled: group.enabled ?? false,
    cursorUserId: group.cursorUserId ?? null,
    members: members
      .filter((member) => member.groupId === group.groupId)
      .map(({ userId, name, memberEnabled }) => ({
        userId,
        name,
        memberEnabled,
        load: loadOf.get(userId) ?? 0,
      })),
  }));
}

async function groupOf(db: Db, orgId: number, groupId: number) {
  const [group] = await db
    .select({ id: crmSupportGroups.id })
    .from(crmSupportGroups)
    .where(and(eq(crmSupportGroups.orgId, orgId), eq(crmSupportGroups.id, groupId)));
  return group;
}

/** PUT .../distribution/:groupId/enable|disable. */
export async function setDistributionEnabled(db: Db, actor: Actor, groupId: number, enabled: boolean) {
  if (!(await groupOf(db, actor.orgId, groupId))) throw notFound();
  await db.transaction(async (tx) => {
    await tx
      .insert(crmSupportDistributionRules)
      .values({ orgId: actor.orgId, groupId, enabled })
      .onConflictDoUpdate({
        target: [crmSupportDistributionRules.orgId, crmSupportDistributionRules.groupId],
        set: { enabled, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'supportDistributionRule',
      entityId: groupId,
      before: { enabled: !enabled },
      after: { enabled },
    });
  });
  const overview = await supportGroupsOverview(db, actor.orgId);
  return overview.find((group) => group.groupId === groupId)!;
}

/**
 * The next member on duty of a group with distribution enabled, after the persisted cursor
 * (`nextInTurn`: user-id order, wrapping); moves the cursor. The rule row is locked so concurrent creates take
 * turns. null when the rule is off or nobody is on duty. Runs inside the caller's transaction.
 */
export async function nextDistributedHandler(tx: Db, orgId: number, groupId: number) {
  const [rule] = await tx
    .select()
    .from(crmSupportDistributionRules)
    .where(
      and(eq(crmSupportDistributionRules.orgId, orgId), eq(crmSupportDistributionRules.groupId, groupId)),
    )
    .for('update');
  if (!rule?.enabled) return null;
  const next = nextInTurn(await supportGroupRoster(tx, orgId, groupId), rule.cursorUserId);
  if (next === null) return null;
  await tx
    .update(crmSupportDistributionRules)
    .set({ cursorUserId: next, updatedAt: new Date() })
    .where(
      and(eq(crmSupportDistributionRules.orgId, orgId), eq(crmSupportDistributionRules.groupId, groupId)),
    );
  return next;
}

/** The support group a user is a member of in the organization, if any. */
export async function supportMembershipOf(db: Db, orgId: number, userId: number) {
  const [membership] = await db
    .select({ groupId: crmSupportGroupMembers.groupId })
    .from(crmSupportGroupMembers)
    .where(and(eq(crmSupportGroupMembers.orgId, orgId), eq(crmSupportGroupMembers.userId, userId)));
  return membership;
}

/** PUT .../distribution/redistribute: selected support customers go to one support member. */
export function redistributeSupportCustomers(
  db: Db,
  actor: Actor,
  scope: DataScope,
  body: { ids: number[]; toUserId: number },
) {
  return db.transaction(async (tx) => {
    const membership = await supportMembershipOf(tx, actor.orgId, body.toUserId);
    if (!membership) throw fieldError('toUserId', 'supportCustomer.handlerNotSupportMember');
    const ids = [...new Set(body.ids)];
    const locked = await tx
      .select()
      .from(crmSupportCustomers)
      .where(
        and(
          eq(crmSupportCustomers.orgId, actor.orgId),
          inArray(crmSupportCustomers.id, ids),
          isNull(crmSupportCustomers.deletedAt),
        ),
      )
      .for('update');
    if (locked.length !== ids.length || !locked.every((row) => isSupportCustomerInScope(scope, row)))
      throw notFound();
    const handlerDepartmentId = await ownerDepartmentOf(tx, actor.orgId, body.toUserId);
    await tx
      .update(crmSupportCustomers)
      .set({
        handlerUserId: body.toUserId,
        handlerDepartmentId,
        groupId: membership.groupId,
        version: sql`${crmSupportCustomers.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(and(eq(crmSupportCustomers.orgId, actor.orgId), inArray(crmSupportCustomers.id, ids)));
    await recordAudits(
      tx,
      locked.map((row) => ({
        ...actor,
        action: 'update' as const,
        entity: 'supportCustomer',
        entityId: row.id,
        before: { handlerUserId: row.handlerUserId, groupId: row.groupId },
        after: { handlerUserId: body.toUserId, groupId: membership.groupId, event: 'redistributed' },
      })),
    );
    return { count: locked.length };
  });
}
