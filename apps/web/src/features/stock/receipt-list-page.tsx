import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createToolbarAction } from '../../resources/list-actions';
import { DocumentList } from './document-list';
import { ReceiptFormModal } from './receipt-form-modal';
import { STOCK_NS } from './stock-i18n';

/** 入库单 (/supply/stock/receipt/list): receipts from suppliers and their reversals. */
export function ReceiptListPage() {
  const { t } = useTranslation(STOCK_NS);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <DocumentList kind="receipt" create={createToolbarAction(t('receipt.new'), () => setCreating(true))} />
      {creating && <ReceiptFormModal onClose={() => setCreating(false)} />}
    </>
  );
}
