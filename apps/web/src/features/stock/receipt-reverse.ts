import { useTranslation } from 'react-i18next';
import { showMessage } from '../../platform/feedback/feedback';
import type { TransitionAction } from '../../resources/transition-actions';
import { STOCK_NS } from './stock-i18n';
import { useReverseReceipt } from './stock-queries';

/**
 * 冲销 as the receipt list and detail show it: the `reverse` transition's label and confirmation,
 * taking it (with the version the detail read; the list sends none), and what the answer says:
 * reversed, or waiting for an approval a gate started.
 */
export function useReceiptReverse() {
  const { t } = useTranslation(STOCK_NS);
  const reverse = useReverseReceipt();
  const actions: Record<string, TransitionAction> = {
    reverse: { label: t('receipt.reverse'), confirm: t('receipt.reverseConfirm'), danger: true },
  };
  const take = async (id: number, version?: number) => {
    const answer = await reverse.mutateAsync({ id, version });
    showMessage('success', t('pending' in answer ? 'receipt.reversePending' : 'receipt.reversed'));
  };
  const takingId = reverse.isPending ? reverse.variables?.id : undefined;
  return { actions, take, takingId };
}
