import { PICK_STATES, type PickRow } from '@atrium/contract/endpoints/sale-fulfilment';
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
  const rowActions = useGrantedActions([
    { key: 'view', label: t('action.view'), oper: 'get', onClick: (row: PickRow) => setOpened(row.id) },
  ]);
  const columns = [
    { title: t('column.documentNo'), key: 'documentNo', width: 150 },
    { title: t('column.warehouse'), key: 'warehouseName', responsive: NOT_ON_PHONE, width: 100 },
    {
      title: t('column.orders'),
      key: 'saleOrderNos',
      truncate: true,
      render: (nos: string[]) => nos.join('、'),
    },
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
      render: (_: unknown, row: PickRow) => <StateTag kind="pick" state={row.state} />,
    },
    {
      title: t('column.createdAt'),
      key: 'createdAt',
      responsive: NOT_ON_PHONE,
      width: 160,
      render: formatDateTime,
    },
    {
      title: t('column.createdBy'),
      key: 'createdByName',
      responsive: NOT_ON_PHONE,
      width: 90,
      render: (name: string) => name || '-',
    },
    rowActionsColumn(t('column.actions'), rowActions),
  ];
  return (
    <div data-testid="pick-list">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.pickKeywordPlaceholder')} />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('filter.warehouse')}>
          <ReferencePicker source="warehouse" placeholder={t('filter.warehousePlaceholder')} />
        </Form.Item>
        <Form.Item name="state" label={t('filter.state')}>
          <StateSelect kind="pick" />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions actions={[createToolbarAction(t('pick.new'), () => setCreating(true))]} />
        </ListToolbar>
        <ListTable<PickRow>
          list={list}
          page={page}
          columns={columns}
          emptyText={t('pick.empty')}
          onRow={(row) => ({ onDoubleClick: () => setOpened(row.id) })}
        />
      </section>
      {creating && (
        <PickCreateModal
          onClose={(id) => {
            setCreating(false);
            if (id) setOpened(id);
          }}
        />
      )}
      {opened && <PickDetailDrawer id={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
