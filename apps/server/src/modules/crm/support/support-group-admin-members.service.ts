import type { crmSupportGroupsApi, SupportGroupAdminMember, SupportGroupCandidate } from '@atrium/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit, recordAudits } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/http/app-error.js';
import type { BodyOf } from '../../../platform/http/bind-endpoint.js';
import type { Member } from '../../../platform/http/request-context.js';
import { departments, userOrganizations, users } from '../../admin/admin.tables.js';
import { customerOwnerOptions } from '../customers/customer-owner-options.service.js';
import { crmSupportGroupMembers, crmSupportGroups } from '../support.tables.js';
import { lockedGroup, supportGroupRow } from './support-group-admin.service.js';

/** Members of the support groups (班组管理 → 成员): one group per user per organization. */

const inOrg = (orgId: number) => eq(crmSupportGroupMembers.orgId, orgId);

/** GET .../support/group/{id}/members: by name, with department and work status. */
export async function supportGroupMembers(
  db: Db,
  orgId: number,
  id: number,
): Promise<SupportGroupAdminMember[]> {
  await supportGroupRow(db, orgId, id);
  const rows = await db
    .select({
      userId: crmSupportGroupMembers.userId,
      name: users.name,
      departmentName: departments.name,
      memberEnabled: crmSupportGroupMembers.memberEnabled,
    })
    .from(crmSupportGroupMembers)
    .innerJoin(users, eq(users.id, crmSupportGroupMembers.userId))
    .leftJoin(
      userOrganizations,
      and(eq(userOrganizations.userId, users.id), eq(userOrganizations.orgId, crmSupportGroupMembers.orgId)),
    )
    .leftJoin(departments, eq(departments.id, userOrganizations.departmentId))
    .where(and(inOrg(orgId), eq(crmSupportGroupMembers.groupId, id)))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ ...row, departmentName: row.departmentName ?? '' }));
}

/** GET .../support/group/member/candidates: the organization's enabled members and their group now. */
export async function supportGroupCandidates(db: Db, orgId: number): Promise<SupportGroupCandidate[]> {
  const [people, memberships] = await Promise.all([
    customerOwnerOptions(db, orgId),
    db
      .select({
        userId: crmSupportGroupMembers.userId,
        groupId: crmSupportGroups.id,
        groupName: crmSupportGroups.name,
      })
      .from(crmSupportGroupMembers)
      .innerJoin(
        crmSupportGroups,
        and(
          eq(crmSupportGroups.orgId, crmSupportGroupMembers.orgId),
          eq(crmSupportGroups.id, crmSupportGroupMembers.groupId),
        ),
      )
      .where(inOrg(orgId)),
  ]);
  const groupOf = new Map(memberships.map((row) => [row.userId, row]));
  return people.map((person) => ({
    ...person,
    groupId: groupOf.get(person.userId)?.groupId ?? null,
    groupName: groupOf.get(person.userId)?.groupName ?? '',
  }));
}

/**
 * POST .../support/group/{id}/members: members of the organization only (anyone else is a 404, as for
 * another organization's records); someone in another group is moved here keeping their work status, new members start resting.
 */
export async function addSupportGroupMembers(
  db: Db,
  member: Member,
  ip: string,
  id: number,
  body: BodyOf<typeof crmSupportGroupsApi.supportGroupAddMembers>,
): Promise<{ added: number; moved: number }> {
  const userIds = [...new Set(body.userIds)];
  return db.transaction(async (tx) => {
    await lockedGroup(tx, member.orgId, id);
    const inOrganization = await tx
      .select({ userId: userOrganizations.userId })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.orgId, member.orgId), inArray(userOrganizations.userId, userIds)));
    if (inOrganization.length !== userIds.length) throw notFound('supportGroup.notOrgMember');
    const current = await tx
      .select({ userId: crmSupportGroupMembers.userId, groupId: crmSupportGroupMembers.groupId })
      .from(crmSupportGroupMembers)
      .where(and(inOrg(member.orgId), inArray(crmSupportGroupMembers.userId, userIds)))
      .for('update');
    const groupBefore = new Map(current.map((row) => [row.userId, row.groupId]));
    const moving = userIds.filter((userId) => groupBefore.has(userId) && groupBefore.get(userId) !== id);
    const adding = userIds.filter((userId) => !groupBefore.has(userId));
    if (moving.length > 0) {
      await tx
        .update(crmSupportGroupMembers)
        .set({ groupId: id, updatedAt: new Date() })
        .where(and(inOrg(member.orgId), inArray(crmSupportGroupMembers.userId, moving)));
    }
    if (adding.length > 0) {
      await tx
        .insert(crmSupportGroupMembers)
        .values(adding.map((userId) => ({ orgId: member.orgId, userId, groupId: id })));
    }
    const audit = { orgId: member.orgId, userId: member.userId, ip, entity: 'supportGroupMember' } as const;
    await recordAudits(tx, [
      ...adding.map((userId) => ({
        ...audit,
        action: 'create' as const,
        entityId: userId,
        after: { groupId: id },
      })),
      ...moving.map((userId) => ({
        ...audit,
        action: 'update' as const,
        entityId: userId,
        before: { groupId: groupBefore.get(userId) },
        after: { groupId: id },
      })),
    ]);
    return { added: adding.length, moved: moving.length };
  });
}

/** DELETE .../support/group/{id}/members/{userId}: 404 when the user is not in that group. */
export async function removeSupportGroupMember(
  db: Db,
  member: Member,
  ip: string,
  id: number,
  userId: number,
): Promise<null> {
  await db.transaction(async (tx) => {
    await lockedGroup(tx, member.orgId, id);
    const [removed] = await tx
      .delete(crmSupportGroupMembers)
      .where(
        and(
          inOrg(member.orgId),
          eq(crmSupportGroupMembers.groupId, id),
          eq(crmSupportGroupMembers.userId, userId),
        ),
      )
      .returning();
    if (!removed) throw notFound();
    await recordAudit(tx, {
      orgId: member.orgId,
      userId: member.userId,
      ip,
      action: 'delete',
      entity: 'supportGroupMember',
      entityId: userId,
      before: { groupId: id, memberEnabled: removed.memberEnabled },
    });
  });
  return null;
}
