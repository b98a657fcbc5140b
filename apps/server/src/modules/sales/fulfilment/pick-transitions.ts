import type { PickState } from '@atrium/contract/endpoints/sale-fulfilment';
import { pickTransitions } from '@atrium/contract/endpoints/sale-fulfilment';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import type { TransitionKind } from '../../../platform/transitions/record-transitions.js';
import { pickOrders } from './fulfilment.tables.js';
import { pickRow } from './pick-orders.service.js';

/** Moves a fulfilment document to its transition's state and counts the version up. */
const setPickState = (tx: Db, id: number, state: PickState) =>
  tx
    .update(pickOrders)
    .set({ state, version: sql`${pickOrders.version} + 1`, updatedAt: new Date() })
    .where(eq(pickOrders.id, id));

/**
 * A pick's transitions: `pick` (拣货完成) marks it picked; `cancel` drops it, so what it did not
 * ship is open to pick again (the open quantity counts open and picked picks only). `closed` is
 * set by the send order that ships its last line.
 */
export const pickTransitionKind: TransitionKind<PickState, 'pick' | 'cancel', { id: number }> = {
  declaration: pickTransitions,
  async read(db, orgId, id, lock) {
    const row = await pickRow(db, orgId, id, lock);
    return row ? { state: row.state, version: row.version, record: row } : undefined;
  },
  missing: 'sales.pickMissing',
  refused: (transition, state) => ({ key: 'sales.pickRefused', params: { transition, state } }),
  effects: {
    pick: async (tx, _actor, id) => {
      await setPickState(tx, id, 'picked');
      return { id };
    },
    cancel: async (tx, _actor, id) => {
      await setPickState(tx, id, 'cancelled');
      return { id };
    },
  },
};
