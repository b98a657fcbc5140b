import type { crmSupportGroupsApi, SupportGroupRow } from '@atrium/contract';
import { and, asc, count, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { enabledMemberIds } from '../../../platform/access/granted-menus.js';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset } from '../../../platform/db/page-total.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../../platform/http/bind-endpoint.js';
import type { Member } from '../../../platform/http/request-context.js';
import { userOrganizations, users } from '../../admin/admin.tables.js';
import { crmSupportGroupMembers, crmSupportGroups } from '../support.tables.js';
import { crmSupportCustomers } from '../support-customers.tables.js';

/**
 * 班组管理: support groups of the caller's organization (create, rename, reorder, enable/disable,
 * delete). Members are in support-group-admin-members.service.ts.
 */

type Group = typeof crmSupportGroups.$inferSelect;

const rowColumns = {
  id: crmSupportGroups.id,
  name: crmSupportGroups.name,
  enabled: crmSupportGroups.enabled,
  sort: crmSupportGroups.sort,
  leaderUserId: crmSupportGroups.leaderUserId,
  leaderName: users.name,
  updatedAt: crmSupportGroups.updatedAt,
};
type GroupColumns = Pick<Group, 'id' | 'name' | 'enabled' | 'sort' | 'leaderUserId' | 'updatedAt'> & {
  leaderName: string | null;
};
/** The groups with their leader's name. */
const groupRows = (db: Db) =>
  db.select(rowColumns).from(crmSupportGroups).leftJoin(users, eq(users.id, crmSupportGroups.leaderUserId));

/** The list rows of some groups of the organization: members and live support customers counted per group. */
async function withCounts(db: Db, orgId: number, groups: GroupColumns[]): Promise<SupportGroupRow[]> {
  if (groups.length === 0) return [];
  const ids = groups.map(({ id }) => id);
  const [memberCounts, customerCounts] = await Promise.all([
    db
      .select({ groupId: crmSupportGroupMembers.groupId, n: count() })
      .from(crmSupportGroupMembers)
      .where(and(eq(crmSupportGroupMembers.orgId, orgId), inArray(crmSupportGroupMembers.groupId, ids)))
      .groupBy(crmSupportGroupMembers.groupId),
    db
      .select({ groupId: crmSupportCustomers.groupId, n: count() })
      .from(crmSupportCustomers)
      .where(
        and(
          eq(crmSupportCustomers.orgId, orgId),
          inArray(crmSupportCustomers.groupId, ids),
          isNull(crmSupportCustomers.deletedAt),
        ),
      )
      .groupBy(crmSupportCustomers.groupId),
  ]);
  const countOf = (rows: { groupId: number | null; n: number }[], id: number) =>
    Number(rows.find(({ groupId }) => groupId === id)?.n ?? 0);
  return groups.map((group) => ({
    ...group,
    leaderName: group.leaderName ?? '',
    memberCount: countOf(memberCounts, group.id),
    customerCount: countOf(customerCounts, group.id),
    updatedAt: group.updatedAt.toISOString(),
  }));
}

const ofOrg = (orgId: number, id: number) =>
  and(eq(crmSupportGroups.orgId, orgId), eq(crmSupportGroups.id, id));
const audited = ({ name, enabled, sort, leaderUserId }: Group) => ({ name, enabled, sort, leaderUserId });

/** GET .../support/group/page: the organization's groups in their order (sort, then id). */
export async function supportGroupPage(
  db: Db,
  orgId: number,
  query: QueryOf<typeof crmSupportGroupsApi.supportGroupPage>,
) {
  const where = and(
    eq(crmSupportGroups.orgId, orgId),
    query.name ? ilike(crmSupportGroups.name, containsPattern(query.name)) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(crmSupportGroups).where(where);
  const rows = await groupRows(db)
    .where(where)
    .orderBy(asc(crmSupportGroups.sort), asc(crmSupportGroups.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    list: await withCounts(db, orgId, rows),
    total,
    totalExact: true,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** One group of the organization as a list row; 404 for another organization's. */
export async function supportGroupRow(db: Db, orgId: number, id: number): Promise<SupportGroupRow> {
  const [row] = await groupRows(db).where(ofOrg(orgId, id));
  if (!row) throw notFound();
  const [withCount] = await withCounts(db, orgId, [row]);
  return withCount!;
}

/** The group row locked for a write; 404 for another organization's. */
export async function lockedGroup(tx: Db, orgId: number, id: number): Promise<Group> {
  const [group] = await tx.select().from(crmSupportGroups).where(ofOrg(orgId, id)).for('update');
  if (!group) throw notFound();
  return group;
}

const nameTaken = () => fieldError('name', 'supportGroup.nameTaken');

/** The name is unique per organization (unique index); a clash is a 400 on the name field. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function assertNameFree(db: Db, orgId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: crmSupportGroups.id })
    .from(crmSupportGroups)
    .where(and(eq(crmSupportGroups.orgId, orgId), eq(crmSupportGroups.name, name)));
  if (clash && clash.id !== exceptId) throw nameTaken();
}

/**
 * A group's leader (组长) is an enabled member of the organization, in the group or not (as an
 * Odoo helpdesk team leader: a supervisor need not take work in turn). Another organization's
 * user, a disabled or unknown one is a 400 on the field.
 */
async function assertLeaderCandidate(db: Db, orgId: number, userId: number) {
  const enabled = await enabledMemberIds(db, orgId, eq(userOrganizations.userId, userId));
  if (enabled.length === 0) throw fieldError('leaderUserId', 'supportGroup.leaderNotOrgMember');
}

/** POST .../support/group. */
export async function createSupportGroup(
  db: Db,
  member: Member,
  ip: string,
  body: BodyOf<typeof crmSupportGroupsApi.supportGroupCreate>,
): Promise<SupportGroupRow> {
  // Checked first so PostgreSQL does not log a constraint error for the common case; the index decides races.
  await assertNameFree(db, member.orgId, body.name);
  const leaderUserId = body.leaderUserId ?? null;
  const id = await uniqueName(() =>
    db.transaction(async (tx) => {
      if (leaderUserId !== null) await assertLeaderCandidate(tx, member.orgId, leaderUserId);
      const [group] = await tx
        .insert(crmSupportGroups)
        .values({ orgId: member.orgId, name: body.name, sort: body.sort, leaderUserId })
        .returning();
      await recordAudit(tx, {
        orgId: member.orgId,
        userId: member.userId,
        ip,
        action: 'create',
        entity: 'supportGroup',
        entityId: group!.id,
        after: audited(group!),
      });
      return group!.id;
    }),
  );
  return supportGroupRow(db, member.orgId, id);
}

/** Applies a change to one group under a row lock, audited; `check` may refuse it first. */
async function changeGroup(
  db: Db,
  member: Member,
  ip: string,
  id: number,
  change: Partial<Pick<Group, 'name' | 'sort' | 'enabled' | 'leaderUserId'>>,
  check: (tx: Db, group: Group) => void | Promise<void> = () => {},
): Promise<SupportGroupRow> {
  await uniqueName(() =>
    db.transaction(async (tx) => {
      const before = await lockedGroup(tx, member.orgId, id);
      await check(tx, before);
      const [after] = await tx
        .update(crmSupportGroups)
        .set({ ...change, updatedAt: new Date() })
        .where(ofOrg(member.orgId, id))
        .returning();
      await recordAudit(tx, {
        orgId: member.orgId,
        userId: member.userId,
        ip,
        action: 'update',
        entity: 'supportGroup',
        entityId: id,
        before: audited(before),
        after: audited(after!),
      });
    }),
  );
  return supportGroupRow(db, member.orgId, id);
}

/**
 * PUT .../support/group/{id}: rename, reorder or set the leader, based on the updatedAt the editor
 * read. A leader left out stays; the leader is checked only when it changes, so a group whose
 * leader was disabled meanwhile can still be renamed.
 */
export async function updateSupportGroup(
  db: Db,
  member: Member,
  ip: string,
  id: number,
  body: BodyOf<typeof crmSupportGroupsApi.supportGroupUpdate>,
): Promise<SupportGroupRow> {
  await assertNameFree(db, member.orgId, body.name, id);
  const { leaderUserId } = body;
  const change = {
    name: body.name,
    sort: body.sort,
    ...(leaderUserId === undefined ? {} : { leaderUserId }),
  };
  return changeGroup(db, member, ip, id, change, async (tx, before) => {
    if (before.updatedAt.getTime() !== Date.parse(body.updatedAt)) throw new AppError(409, 'conflict.stale');
    if (leaderUserId != null && leaderUserId !== before.leaderUserId)
      await assertLeaderCandidate(tx, member.orgId, leaderUserId);
  });
}

/** PUT .../support/group/{id}/enabled. */
export function setSupportGroupEnabled(db: Db, member: Member, ip: string, id: number, enabled: boolean) {
  return changeGroup(db, member, ip, id, { enabled });
}

/**
 * DELETE .../support/group/{id}: refused while live support customers are handled in the group
 * (they would silently lose their group); the memberships and distribution rule go with it (cascade).
 */
export async function deleteSupportGroup(db: Db, member: Member, ip: string, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const group = await lockedGroup(tx, member.orgId, id);
    const [{ handled } = { handled: 0 }] = await tx
      .select({ handled: count() })
      .from(crmSupportCustomers)
      .where(
        and(
          eq(crmSupportCustomers.orgId, member.orgId),
          eq(crmSupportCustomers.groupId, id),
          isNull(crmSupportCustomers.deletedAt),
        ),
      );
    if (handled > 0) throw new AppError(400, 'supportGroup.hasCustomers', { count: handled });
    const members = await tx
      .delete(crmSupportGroupMembers)
      .where(and(eq(crmSupportGroupMembers.orgId, member.orgId), eq(crmSupportGroupMembers.groupId, id)))
      .returning({ userId: crmSupportGroupMembers.userId });
    await tx.delete(crmSupportGroups).where(ofOrg(member.orgId, id));
    await recordAudit(tx, {
      orgId: member.orgId,
      userId: member.userId,
      ip,
      action: 'delete',
      entity: 'supportGroup',
      entityId: id,
      before: { ...audited(group), memberUserIds: members.map(({ userId }) => userId) },
    });
  });
  return null;
}
