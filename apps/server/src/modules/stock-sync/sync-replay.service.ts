import type { Locale } from '@atrium/contract';
import type { Db } from '../../platform/db/database.js';
import { applySyncItem } from './sync-item-apply.js';
import { syncItemDetail } from './sync-log.service.js';

type Actor = { orgId: number; userId: number; ip?: string };

/**
 * POST /erp/stock/sync/log/{id}/replay: the item is read afresh by its adapter and applied again
 * (a SKU created since, stock received since, a warehouse enabled again). An applied item answers
 * as it is: replaying twice, or two replays racing, post once.
 */
export async function replaySyncItem(db: Db, actor: Actor, locale: Locale, id: number) {
  await applySyncItem(db, actor.orgId, id, 'replay', { userId: actor.userId, ip: actor.ip });
  return syncItemDetail(db, actor.orgId, locale, id);
}
