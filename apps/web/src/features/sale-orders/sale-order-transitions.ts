import * as api from '@atrium/contract/endpoints/sale-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import type { TransitionAction } from '../../resources/transition-actions';
import { useRefreshSaleOrders } from './sale-order-queries';
import { SALE_ORDERS_NS } from './sale-orders-i18n';

const ENDPOINTS = {
  submit: api.saleOrderSubmit,
  confirm: api.saleOrderConfirm,
  complete: api.saleOrderComplete,
  cancel: api.saleOrderCancel,
} as const;

/** The order's transitions as buttons (labels, confirmations) and the call that takes one. */
export function useSaleOrderTransitions() {
  const { t } = useTranslation(SALE_ORDERS_NS);
  const refresh = useRefreshSaleOrders();
  const [taking, setTaking] = useState<{ id: number; name: string } | null>(null);
  const actions: Record<api.SaleOrderTransition, TransitionAction> = {
    submit: { label: t('transition.submit') },
    confirm: { label: t('transition.confirm'), confirm: t('transition.confirmAsk') },
    complete: { label: t('transition.complete') },
    cancel: { label: t('transition.cancel'), confirm: t('transition.cancelAsk'), danger: true },
  };
  const take = async (id: number, name: string, version?: number) => {
    setTaking({ id, name });
    try {
      const answer = await callEndpoint(ENDPOINTS[name as api.SaleOrderTransition], {
        params: { id },
        body: version === undefined ? {} : { version },
      });
      showMessage('success', 'pending' in answer ? t('transition.pendingNotice') : t('transition.done'));
      await refresh();
    } finally {
      setTaking(null);
    }
  };
  return { actions, take, taking };
}
