import type { Db } from '../../../platform/db/database.js';
import { notifyUsers } from '../../../platform/notifications/notify-users.js';
import type { Actor } from '../../../platform/resources/resource-store.js';

/** Clues allocated to members go to each one's inbox: how many, opening their pending work. */
export async function tellClueAssignees(tx: Db, actor: Actor, assignees: readonly number[]): Promise<void> {
  const counts = new Map<number, number>();
  for (const userId of assignees) counts.set(userId, (counts.get(userId) ?? 0) + 1);
  for (const [userId, count] of counts) {
    if (userId === actor.userId) continue;
    await notifyUsers(tx, actor.orgId, [userId], {
      kind: 'clue.assigned',
      title: 'clue.notice.assigned',
      params: { count },
      path: '/customer/undealt/list',
    });
  }
}
