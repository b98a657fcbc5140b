import type { Db } from '../../../platform/db/database.js';
import { notifyUsers } from '../../../platform/notifications/notify-users.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import type { customers } from '../customers.tables.js';

/**
 * Customers handed to a member by someone else (a transfer, a pool assignment) go to their inbox,
 * in the transfer's transaction: one notice naming the customer, or one counting several.
 */
export async function tellNewOwner(
  tx: Db,
  actor: Actor,
  toUserId: number,
  received: readonly (typeof customers.$inferSelect)[],
): Promise<void> {
  if (toUserId === actor.userId || received.length === 0) return;
  const [only] = received;
  await notifyUsers(
    tx,
    actor.orgId,
    [toUserId],
    received.length === 1
      ? {
          kind: 'customer.transferred',
          title: 'customer.notice.transferredOne',
          params: { customer: only!.name },
          record: { kind: 'customer', id: only!.id },
          path: `/customer/manage/detail/${only!.id}`,
        }
      : {
          kind: 'customer.transferred',
          title: 'customer.notice.transferredMany',
          params: { count: received.length },
          path: '/customer/manage/list',
        },
  );
}
