import type { SendRow } from '@atrium/contract/endpoints/sale-fulfilment';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatCents } from '../../platform/format/money';
import { formatDateTime } from '../../resources/format-date-time';
import { createToolbarAction } from '../../resources/list-actions';
import { defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { type ListColumn, NOT_ON_PHONE } from '../../resources/list-table';
import { ReferencePicker } from '../../resources/reference-picker';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { FULFILMENT_NS } from './fulfilment-i18n';
import { FulfilmentList } from './fulfilment-list';
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
  const columns: ListColumn<SendRow>[] = [
    { title: t('column.documentNo'), key: 'documentNo', width: 150 },
    { title: t('column.orders'), key: 'saleOrderNo', width: 150, responsive: NOT_ON_PHONE },
    { title: t('column.customer'), key: 'customerName', truncate: true },
    { title: t('column.warehouse'), key: 'warehouseName', width: 100, responsive: NOT_ON_PHONE },
    {
      title: t('column.carrier'),
      key: 'carrier',
      width: 100,
      responsive: NOT_ON_PHONE,
      render: (v: string) => v || '-',
    },
    {
      title: t('column.trackingNo'),
      key: 'trackingNo',
      width: 140,
      responsive: NOT_ON_PHONE,
      render: (v: string) => v || '-',
    },
    { title: t('column.amount'), key: 'amountFen', width: 110, align: 'right', render: formatCents },
    {
      title: t('column.shippedAt'),
      key: 'shippedAt',
      width: 160,
      responsive: NOT_ON_PHONE,
      render: formatDateTime,
    },
  ];
  return (
    <FulfilmentList<SendRow>
      testId="send-list"
      list={list}
      page={page}
      columns={columns}
      keywordPlaceholder={t('filter.sendKeywordPlaceholder')}
      filters={
        <Form.Item name="saleOrderId" label={t('column.orders')}>
          <ReferencePicker source="saleOrder" />
        </Form.Item>
      }
      action={createToolbarAction(t('send.toStation'), () => navigate(PACKING_STATION_PATH))}
      emptyText={t('send.empty')}
      onOpen={setOpened}
    >
      {opened && <SendDetailDrawer id={opened} onClose={() => setOpened(null)} />}
    </FulfilmentList>
  );
}
