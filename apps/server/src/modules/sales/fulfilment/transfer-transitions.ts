import type { TransferState } from '@atrium/contract/endpoints/sale-fulfilment-transfers';
import { transferTransitions } from '@atrium/contract/endpoints/sale-fulfilment-transfers';
import type { TransitionKind } from '../../../platform/transitions/record-transitions.js';
import {
  cancelTransfer,
  receiveTransfer,
  sendTransfer,
  type TransferOrderRow,
  transferRow,
} from './transfer-orders.service.js';

/** A transfer's transitions: `send` posts it out (into transit), `receive` in, `cancel` drops a draft. */
export const transferTransitionKind: TransitionKind<
  TransferState,
  'send' | 'receive' | 'cancel',
  { id: number }
> = {
  declaration: transferTransitions,
  async read(db, orgId, id, lock) {
    const row = await transferRow(db, orgId, id, lock);
    return row ? { state: row.state, version: row.version, record: row } : undefined;
  },
  missing: 'sales.transferMissing',
  refused: (transition, state) => ({ key: 'sales.transferRefused', params: { transition, state } }),
  effects: {
    send: async (tx, actor, id, read) => {
      await sendTransfer(tx, actor, read.record as TransferOrderRow);
      return { id };
    },
    receive: async (tx, actor, id, read) => {
      await receiveTransfer(tx, actor, read.record as TransferOrderRow);
      return { id };
    },
    cancel: async (tx, _actor, id, read) => {
      await cancelTransfer(tx, read.record as TransferOrderRow);
      return { id };
    },
  },
};
