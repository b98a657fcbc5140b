import * as api from '@atrium/contract/endpoints/work-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../platform/api/api-error';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import type { TransitionAction } from '../../resources/transition-actions';
import { useRefreshWorkOrders } from './work-order-queries';
import { WORK_ORDERS_NS } from './work-orders-i18n';

const HTTP_CONFLICT = 409;

export interface AssignInput {
  userId?: number;
  groupId?: number;
  reason?: string;
}

/**
 * What the detail's buttons do: the named transitions, dispatch (assign/transfer, claim, accept,
 * reject with a reason, a type's own state) and following. Each is one request; a work order
 * changed by someone else since it was read (409) says so and shows the fresh one.
 */
export function useWorkOrderActions(id: number, version: number) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const refresh = useRefreshWorkOrders();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (name: string, call: () => Promise<unknown>, done = t('action.done')) => {
    setBusy(name);
    try {
      await call();
      showMessage('success', done);
      await refresh();
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.httpStatus === HTTP_CONFLICT) {
        showMessage('warning', t('detail.stale'));
        await refresh();
      } else showMessage('error', error.message);
      return false;
    } finally {
      setBusy(null);
    }
  };
  const params = { id };

  const transitions: Record<api.WorkOrderTransition, TransitionAction> = {
    start: { label: t('transition.start') },
    waitForCustomer: { label: t('transition.waitForCustomer') },
    resume: { label: t('transition.resume') },
    resolve: { label: t('transition.resolve') },
    close: { label: t('transition.close'), confirm: t('transition.closeAsk') },
    reopen: { label: t('transition.reopen') },
  };

  return {
    busy,
    transitions,
    take: (name: string) =>
      run(name, () =>
        callEndpoint(api.WORK_ORDER_TRANSITION_ENDPOINTS[name as api.WorkOrderTransition], {
          params,
          body: { version },
          silent: true,
        }),
      ),
    claim: () => run('claim', () => callEndpoint(api.workOrderClaim, { params, silent: true })),
    accept: () => run('accept', () => callEndpoint(api.workOrderAccept, { params, silent: true })),
    reject: (reason: string) =>
      run('reject', () => callEndpoint(api.workOrderReject, { params, body: { reason }, silent: true })),
    assign: (input: AssignInput) =>
      run('assign', () =>
        callEndpoint(api.workOrderAssign, { params, body: { ...input, version }, silent: true }),
      ),
    enterState: (state: string) =>
      run('enterState', () =>
        callEndpoint(api.workOrderEnterState, { params, body: { state, version }, silent: true }),
      ),
    follow: (following: boolean) =>
      run(
        'follow',
        () => callEndpoint(following ? api.workOrderUnfollow : api.workOrderFollow, { params, silent: true }),
        following ? t('action.unfollowed') : t('action.followed'),
      ),
  };
}
