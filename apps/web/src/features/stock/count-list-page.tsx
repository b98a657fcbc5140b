import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createToolbarAction } from '../../resources/list-actions';
import { CountFormModal } from './count-form-modal';
import { DocumentList } from './document-list';
import { STOCK_NS } from './stock-i18n';

/** 盘点 (/supply/stock/count/list): posted stock counts and their differences. */
export function CountListPage() {
  const { t } = useTranslation(STOCK_NS);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <DocumentList kind="count" create={createToolbarAction(t('count.new'), () => setCreating(true))} />
      {creating && <CountFormModal onClose={() => setCreating(false)} />}
    </>
  );
}
