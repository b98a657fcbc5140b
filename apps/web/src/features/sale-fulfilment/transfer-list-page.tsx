import { TRANSFER_STATES, type TransferRow } from '@atrium/contract/endpoints/sale-fulfilment-transfers';
import Form from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../resources/format-date-time';
import { createToolbarAction } from '../../resources/list-actions';
import { choiceFilter, defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { type ListColumn, NOT_ON_PHONE } from '../../resources/list-table';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { FULFILMENT_NS } from './fulfilment-i18n';
import { FulfilmentList } from './fulfilment-list';
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
  const columns: ListColumn<TransferRow>[] = [
    { title: t('column.documentNo'), key: 'documentNo', width: 150 },
    { title: t('column.from'), key: 'fromWarehouseName', width: 110 },
    { title: t('column.to'), key: 'toWarehouseName', width: 110 },
    { title: t('column.lineCount'), key: 'lineCount', width: 70, align: 'right', responsive: NOT_ON_PHONE },
    {
      title: t('column.state'),
      key: 'state',
      width: 90,
      render: (_: unknown, row: TransferRow) => <StateTag kind="transfer" state={row.state} />,
    },
    { title: t('column.remark'), key: 'remark', truncate: true, responsive: NOT_ON_PHONE },
    {
      title: t('column.createdAt'),
      key: 'createdAt',
      width: 160,
      responsive: NOT_ON_PHONE,
      render: formatDateTime,
    },
  ];
  return (
    <FulfilmentList<TransferRow>
      testId="transfer-list"
      list={list}
      page={page}
      columns={columns}
      keywordPlaceholder={t('filter.transferKeywordPlaceholder')}
      filters={
        <Form.Item name="state" label={t('filter.state')}>
          <StateSelect kind="transfer" />
        </Form.Item>
      }
      action={createToolbarAction(t('transfer.new'), () => setCreating(true))}
      emptyText={t('transfer.empty')}
      onOpen={setOpened}
    >
      {creating && (
        <TransferCreateModal
          onClose={(id) => {
            setCreating(false);
            if (id) setOpened(id);
          }}
        />
      )}
      {opened && <TransferDetailDrawer id={opened} onClose={() => setOpened(null)} />}
    </FulfilmentList>
  );
}
