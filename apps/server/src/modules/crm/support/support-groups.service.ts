import type { MemberStatus, SupportGroupOption } from '@atrium/contract';
import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import type { Member } from '../../../platform/http/request-context.js';
import { crmSupportGroupMembers, crmSupportGroups } from '../support.tables.js';

const memberOf = (orgId: number, userId: number) =>
  and(eq(crmSupportGroupMembers.orgId, orgId), eq(crmSupportGroupMembers.userId, userId));
const statusColumns = {
  memberEnabled: crmSupportGroupMembers.memberEnabled,
  groupId: crmSupportGroupMembers.groupId,
};

/** GET .../member/current/status: null when the caller is in no support group of the organization. */
export async function currentMemberStatus(db: Db, member: Member): Promise<MemberStatus | null> {
  const [row] = await db
    .select(statusColumns)
    .from(crmSupportGroupMembers)
    .where(memberOf(member.orgId, member.userId));
  return row ?? null;
}

/** GET .../group/enabled/list: the switch-team dialog's options, in the groups' own order. */
export async function enabledSupportGroups(db: Db, orgId: number): Promise<SupportGroupOption[]> {
  return db
    .select({ id: crmSupportGroups.id, name: crmSupportGroups.name })
    .from(crmSupportGroups)
    .where(and(eq(crmSupportGroups.orgId, orgId), eq(crmSupportGroups.enabled, true)))
    .orderBy(asc(crmSupportGroups.sort), asc(crmSupportGroups.id));
}

/** PUT .../member/switch/status: the caller goes on or off after-sales duty. */
export function switchMemberStatus(db: Db, member: Member, ip: string, enabled: boolean) {
  return updateMembership(db, member, ip, { memberEnabled: enabled });
}

/** PUT .../member/change/group: the caller moves to another enabled group of the organization. */
export async function changeMemberGroup(db: Db, member: Member, ip: string, groupId: number) {
  const [group] = await db
    .select({ id: crmSupportGroups.id })
    .from(crmSupportGroups)
    .where(
      and(
        eq(crmSupportGroups.orgId, member.orgId),
        eq(crmSupportGroups.id, groupId),
        eq(crmSupportGroups.enabled, true),
      ),
    );
  if (!group) throw fieldError('groupId', 'support.groupUnavailable');
  return updateMembership(db, member, ip, { groupId });
}

async function updateMembership(
  db: Db,
  member: Member,
  ip: string,
  change: Partial<MemberStatus>,
): Promise<MemberStatus> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(statusColumns)
      .from(crmSupportGroupMembers)
      .where(memberOf(member.orgId, member.userId))
      .for('update');
    if (!before) throw new AppError(404, 'support.notMember');
    const [after] = await tx
      .update(crmSupportGroupMembers)
      .set({ ...change, updatedAt: new Date() })
      .where(memberOf(member.orgId, member.userId))
      .returning(statusColumns);
    await recordAudit(tx, {
      orgId: member.orgId,
      userId: member.userId,
      ip,
      action: 'update',
      entity: 'supportGroupMember',
      entityId: member.userId,
      before,
      after,
    });
    return after!;
  });
}
