import type { Db } from '../../../platform/db/database.js';
import { crmPersonPoolMembers, crmSupportGroupMembers, crmSupportGroups } from '../support.tables.js';

/**
 * Demo support groups (售后班组); `members` are demo usernames, the first group's on duty; each is
 * led by one of its members (`leader`).
 */
export const DEMO_SUPPORT_GROUPS = [
  { name: '售后一组', sort: 1, leader: 'service', members: [{ username: 'service', memberEnabled: true }] },
  { name: '售后二组', sort: 2, leader: 'agent', members: [{ username: 'agent', memberEnabled: false }] },
] as const;
/** Demo person-pool members: who clues may be auto-assigned to, with their own switch. */
export const DEMO_PERSON_POOL = [
  { username: 'sales', autoAssignableSelf: true },
  { username: 'agent', autoAssignableSelf: false },
  { username: 'service', autoAssignableSelf: false },
] as const;

/** Writes the demo groups, their members and the person pool (inside the demo seeding transaction). */
export async function seedSupportDemo(tx: Db, orgId: number, userIds: ReadonlyMap<string, number>) {
  const userIdOf = (username: string) => {
    const userId = userIds.get(username);
    if (userId === undefined) throw new Error(`demo user ${username} is missing`);
    return userId;
  };
  for (const { members, leader, ...group } of DEMO_SUPPORT_GROUPS) {
    const [{ id: groupId }] = (await tx
      .insert(crmSupportGroups)
      .values({ ...group, orgId, leaderUserId: userIdOf(leader) })
      .returning({ id: crmSupportGroups.id })) as [{ id: number }];
    await tx.insert(crmSupportGroupMembers).values(
      members.map(({ username, memberEnabled }) => ({
        orgId,
        groupId,
        userId: userIdOf(username),
        memberEnabled,
      })),
    );
  }
  await tx.insert(crmPersonPoolMembers).values(
    DEMO_PERSON_POOL.map(({ username, autoAssignableSelf }) => ({
      orgId,
      userId: userIdOf(username),
      autoAssignableSelf,
    })),
  );
}
