import { PICK_STATES, type PickRow } from '@atrium/contract/endpoints/sale-fulfilment';
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
import { type PickPageQuery, usePickPage } from './fulfilment-queries';
import { StateSelect, StateTag } from './fulfilment-states';
import { PickCreateModal } from './pick-create-modal';
import { PickDetailDrawer } from './pick-detail-drawer';
import { useOpenedRecord } from './use-opened-record';

const pickFilters = defineListFilters({
  keyword: textFilter(),
  warehouseId: idFilter(),
  state: choiceFilter(PICK_STATES),
});

/** 拣货单 (/sale/pick/list): picks per warehouse, newest first; a new one from open orders; each opens its sheet. */
export function PickListPage() {
  const { t } = useTranslation(FULFILMENT_NS);
  const list = useFilteredList(pickFilters);
  const page = usePickPage(list.query as PickPageQuery);
  usePageInRange(list, page.data);
  const [opened, setOpened] = useOpenedRecord();
  const [creating, setCreating] = useState(false);
  const columns: ListColumn<PickRow>[] = [
    { title: t('column.documentNo'), key: 'documentNo', width: 150 },
    { title: t('column.warehouse'), key: 'warehouseName', width: 100, responsive: NOT_ON_PHONE },
    {
      title: t('column.orders'),
      key: 'saleOrderNos',
      truncate: true,
      render: (nos: string[]) => nos.join('、'),
    },
    { title: t('column.lineCount'), key: 'lineCount', width: 70, align: 'right', responsive: NOT_ON_PHONE },
    {
      title: t('column.state'),
      key: 'state',
      width: 90,
      render: (_: unknown, row: PickRow) => <StateTag kind="pick" state={row.state} />,
    },
    {
      title: t('column.createdAt'),
      key: 'createdAt',
      width: 160,
      responsive: NOT_ON_PHONE,
      render: formatDateTime,
    },
    {
      title: t('column.createdBy'),
      key: 'createdByName',
      width: 90,
      responsive: NOT_ON_PHONE,
      render: (name: string) => name || '-',
    },
  ];
  return (
    <FulfilmentList<PickRow>
      testId="pick-list"
      list={list}
      page={page}
      columns={columns}
      keywordPlaceholder={t('filter.pickKeywordPlaceholder')}
      filters={
        <Form.Item name="state" label={t('filter.state')}>
          <StateSelect kind="pick" />
        </Form.Item>
      }
      action={createToolbarAction(t('pick.new'), () => setCreating(true))}
      emptyText={t('pick.empty')}
      onOpen={setOpened}
    >
      {creating && (
        <PickCreateModal
          onClose={(id) => {
            setCreating(false);
            if (id) setOpened(id);
          }}
        />
      )}
      {opened && <PickDetailDrawer id={opened} onClose={() => setOpened(null)} />}
    </FulfilmentList>
  );
}
