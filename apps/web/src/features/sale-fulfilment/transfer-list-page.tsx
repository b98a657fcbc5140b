import { TRANSFER_STATES, type TransferRow } from '@atrium/contract/endpoints/sale-fulfilment-transfers';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../resources/format-date-time';
import {
  createToolbarAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { ListTable, NOT_ON_PHONE } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ReferencePicker } from '../../resources/reference-picker';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { FULFILMENT_NS } from './fulfilment-i18n';
import { type TransferPageQuery, useTransferPage } from './fulfilment-queries';
import { StateSelect, StateTag } from './fulfilment-states';
import { TransferCreateModal } from './transfer-create-modal';
import { TransferDetailDrawer } from './transfer-detail-drawer';
import { useOpenedRecord } from './use-opened-record';

const transferFilters = defineListFilters({
  keyword: textFilter(),
  warehouseId: idFilter(),
  state: choiceFilter(TRANSFER_STATES),
});

/** 调拨单 (/sale/transfer/list): transfers between warehouses, newest first; each opens with its transitions. */
export function TransferListPage() {
  const { t } = useTranslation(FULFILMENT_NS);
  const list = useFilteredList(transferFilters);
  const page = useTransferPage(list.query as TransferPageQuery);
  usePageInRange(list, page.data);
  const [opened, setOpened] = useOpenedRecord();
  const [creating, setCreating] = useState(false);
  const rowActions = useGrantedActions([
    { key: 'view', label: t('action.view'), oper: 'get', onClick: (row: TransferRow) => setOpened(row.id) },
  ]);
  const columns = [
    { title: t('column.documentNo'), key: 'documentNo', width: 150 },
    { title: t('column.from'), key: 'fromWarehouseName', width: 110 },
    { title: t('column.to'), key: 'toWarehouseName', width: 110 },
    {
      title: t('column.lineCount'),
      key: 'lineCount',
      responsive: NOT_ON_PHONE,
      width: 70,
      align: 'right' as const,
    },
    {
      title: t('column.state'),
      key: 'state',
      width: 90,
      render: (_: unknown, row: TransferRow) => <StateTag kind="transfer" state={row.state} />,
    },
    { title: t('column.remark'), key: 'remark', responsive: NOT_ON_PHONE, truncate: true },
    {
      title: t('column.createdAt'),
      key: 'createdAt',
      responsive: NOT_ON_PHONE,
      width: 160,
      render: formatDateTime,
    },
    rowActionsColumn(t('column.actions'), rowActions),
  ];
  return (
    <div data-testid="transfer-list">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.transferKeywordPlaceholder')} />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('filter.warehouse')}>
          <ReferencePicker source="warehouse" placeholder={t('filter.warehousePlaceholder')} />
        </Form.Item>
        <Form.Item name="state" label={t('filter.state')}>
          <StateSelect kind="transfer" />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions actions={[createToolbarAction(t('transfer.new'), () => setCreating(true))]} />
        </ListToolbar>
        <ListTable<TransferRow>
          list={list}
          page={page}
          columns={columns}
          emptyText={t('transfer.empty')}
          onRow={(row) => ({ onDoubleClick: () => setOpened(row.id) })}
        />
      </section>
      {creating && (
        <TransferCreateModal
          onClose={(id) => {
            setCreating(false);
            if (id) setOpened(id);
          }}
        />
      )}
      {opened && <TransferDetailDrawer id={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
