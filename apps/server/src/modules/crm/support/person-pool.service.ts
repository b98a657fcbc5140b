import type { PersonPoolSetting } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/http/app-error.js';
import type { Member } from '../../../platform/http/request-context.js';
import { crmPersonPoolMembers } from '../support.tables.js';

const setting = { autoAssignableSelf: crmPersonPoolMembers.autoAssignableSelf };
const poolMember = (member: Member) =>
  and(eq(crmPersonPoolMembers.orgId, member.orgId), eq(crmPersonPoolMembers.userId, member.userId));

/**
 * The path names a user, but the switch is the caller's own ("self"): another user's id is refused
 * (403), so nobody reads or flips a colleague's switch. Managing other members belongs to the
 * allocation screens, not to this call.
 */
function assertSelf(member: Member, userId: number): void {
  if (userId !== member.userId) throw new AppError(403, 'personPool.selfOnly');
}

/**
 * Makes users person-pool members (the header's auto-assign switch), switched on, so that a
 * manager adding them to a clue pool has them served in turn; someone already a member keeps
 * their own choice.
 */
export async function enrollPersonPoolMembers(tx: Db, orgId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(crmPersonPoolMembers)
    .values(userIds.map((userId) => ({ orgId, userId, autoAssignableSelf: true })))
    .onConflictDoNothing();
}

/** GET .../person/pool/member/{userId}/self: 404 when the caller is not a person-pool member. */
export async function personPoolSelf(db: Db, member: Member, userId: number): Promise<PersonPoolSetting> {
  assertSelf(member, userId);
  const [row] = await db.select(setting).from(crmPersonPoolMembers).where(poolMember(member));
  if (!row) throw notFound();
  return row;
}

/** PUT .../person/pool/member/{userId}/self. */
export async function updatePersonPoolSelf(
  db: Db,
  member: Member,
  ip: string,
  userId: number,
  input: PersonPoolSetting,
): Promise<PersonPoolSetting> {
  assertSelf(member, userId);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(setting)
      .from(crmPersonPoolMembers)
      .where(poolMember(member))
      .for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(crmPersonPoolMembers)
      .set({ autoAssignableSelf: input.autoAssignableSelf, updatedAt: new Date() })
      .where(poolMember(member))
      .returning(setting);
    await recordAudit(tx, {
      orgId: member.orgId,
      userId: member.userId,
      ip,
      action: 'update',
      entity: 'personPoolMember',
      entityId: member.userId,
      before,
      after,
    });
    return after!;
  });
}
