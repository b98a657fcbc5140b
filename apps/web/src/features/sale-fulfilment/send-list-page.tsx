import type { SendRow } from '@atrium/contract/endpoints/sale-fulfilment';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatCents } from '../../platform/format/money';
import { formatDateTime } from '../../resources/format-date-time';
import {
  createToolbarAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { ListTable, NOT_ON_PHONE } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ReferencePicker } from '../../resources/reference-picker';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { FULFILMENT_NS } from './fulfilment-i18n';
import { type SendPageQuery, useSendPage } from './fulfilment-queries';
import { PACKING_STATION_PATH } from './packing-paths';
import { SendDetailDrawer } from './send-detail-drawer';
import { useOpenedRecord } from './use-opened-record';

const sendFilters = defineListFilters({
  keyword: textFilter(),
  warehouseId: idFilter(),
  saleOrderId: idFilter(),
});

/** 发货单 (/sale/send/list): shipments, newest first; 打包发货 opens the packing station. */
export function SendListPage() {
  const { t } = useTranslation(FULFILMENT_NS);
  const navigate = useNavigate();
  const list = useFilteredList(sendFilters);
  const page = useSendPage(list.query as SendPageQuery);
  usePageInRange(list, page.data);
  const [opened, setOpened] = useOpenedRecord();
  const rowActions = useGrantedActions([
    { key: 'view', label: t('action.view'), oper: 'get', onClick: (row: SendRow) => setOpened(row.id) },
  ]);
  const columns = [
    { title: t('column.documentNo'), key: 'documentNo', width: 150 },
    { title: t('column.orders'), key: 'saleOrderNo', responsive: NOT_ON_PHONE, width: 150 },
    { title: t('column.customer'), key: 'customerName', truncate: true },
    { title: t('column.warehouse'), key: 'warehouseName', responsive: NOT_ON_PHONE, width: 100 },
    {
      title: t('column.carrier'),
      key: 'carrier',
      responsive: NOT_ON_PHONE,
      width: 100,
      render: (v: string) => v || '-',
    },
    {
      title: t('column.trackingNo'),
      key: 'trackingNo',
      responsive: NOT_ON_PHONE,
      width: 140,
      render: (v: string) => v || '-',
    },
    {
      title: t('column.amount'),
      key: 'amountFen',
      width: 110,
      align: 'right' as const,
      render: (fen: number) => formatCents(fen),
    },
    {
      title: t('column.shippedAt'),
      key: 'shippedAt',
      responsive: NOT_ON_PHONE,
      width: 160,
      render: formatDateTime,
    },
    rowActionsColumn(t('column.actions'), rowActions),
  ];
  return (
    <div data-testid="send-list">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.sendKeywordPlaceholder')} />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('filter.warehouse')}>
          <ReferencePicker source="warehouse" placeholder={t('filter.warehousePlaceholder')} />
        </Form.Item>
        <Form.Item name="saleOrderId" label={t('column.orders')}>
          <ReferencePicker source="saleOrder" />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[createToolbarAction(t('send.toStation'), () => navigate(PACKING_STATION_PATH))]}
          />
        </ListToolbar>
        <ListTable<SendRow>
          list={list}
          page={page}
          columns={columns}
          emptyText={t('send.empty')}
          onRow={(row) => ({ onDoubleClick: () => setOpened(row.id) })}
        />
      </section>
      {opened && <SendDetailDrawer id={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
