import { type CallRecordRow, callRecordsApi } from '@atrium/contract';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAction } from '../../platform/access/use-action';
import { useGranted } from '../../platform/access/use-granted';
import { openRecordingDialog } from '../../platform/recording/recording-dialog-store';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, dayRangeFilter, defineListFilters, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { workOrderCreatePath } from '../../resources/work-orders/work-order-links';
import { associateCallPath, formatDuration } from './call-record-links';
import { useCallRecordPage } from './call-record-queries';
import { CALL_RECORDS_NS } from './call-records-i18n';

/** The call list's filters, kept in the URL: the day range travels as two `YYYY-MM-DD` days. */
export const callRecordFilters = defineListFilters({
  range: dayRangeFilter('startDate', 'endDate'),
  direction: choiceFilter(callRecordsApi.CALL_RECORD_DIRECTIONS),
  outcome: choiceFilter(callRecordsApi.CALL_RECORD_OUTCOMES),
  cno: textFilter(),
  customerNumber: textFilter(),
  customerName: textFilter(),
});

/** 通话记录 (/organization/call/record/list): the calls in the caller's data scope, newest first. */
export function CallRecordListPage() {
  const { t } = useTranslation(CALL_RECORDS_NS);
  const list = useFilteredList(callRecordFilters);
  const page = useCallRecordPage(list.query);
  usePageInRange(list, page.data);
  const mayLink = useGranted('customerDetail:update');
  const mayRaise = useGranted('workorderCreate:add');
  const can = useAction();

  const columns: (ListColumn<CallRecordRow> | false)[] = [
    { title: t('column.ringTime'), key: 'ringTime', width: 160 },
    {
      title: t('column.direction'),
      key: 'direction',
      width: 70,
      render: (direction: CallRecordRow['direction']) => (
        <Tag color={direction === 'inbound' ? 'blue' : 'purple'}>{t(`direction.${direction}`)}</Tag>
      ),
    },
    { title: t('column.customerNumber'), key: 'customerNumber', width: 130 },
    {
      title: t('column.customer'),
      key: 'customer',
      width: 205,
      ellipsis: true,
      render: (_value, call) =>
        call.customerId !== null ? (
          <Link to={`/customer/manage/detail/${call.customerId}`}>{call.customerName}</Link>
        ) : (
          <Typography.Text type="secondary">{t('customer.unknown')}</Typography.Text>
        ),
    },
    { title: t('column.cno'), key: 'cno', width: 70 },
    {
      title: t('column.agent'),
      key: 'agentName',
      width: 90,
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('column.outcome'),
      key: 'outcome',
      width: 80,
      render: (_value, call) =>
        call.outcome === null ? (
          <Tag>{t('outcome.ongoing')}</Tag>
        ) : (
          <Tag color={call.outcome === 'answered' ? 'green' : 'red'}>{t(`outcome.${call.outcome}`)}</Tag>
        ),
    },
    {
      title: t('column.duration'),
      key: 'durationSeconds',
      width: 95,
      render: (seconds: number | null) => formatDuration(seconds),
    },
    {
      title: t('column.recordings'),
      key: 'recordings',
      width: 80,
      // The recording dialog shows a call follow-up's recordings: a call not linked yet shows the count.
      render: (_value, call) =>
        call.recordingCount > 0 && call.activityId !== null ? (
          <Typography.Link
            onClick={() => openRecordingDialog({ activityId: call.activityId! })}
            data-testid={`call-recordings-${call.id}`}
          >
            {t('action.recordings', { count: call.recordingCount })}
          </Typography.Link>
        ) : (
          call.recordingCount
        ),
    },
    mayRaise && {
      title: t('column.workOrder'),
      key: 'workOrder',
      width: 90,
      // A work order for this call: its customer, number and the call go along.
      render: (_value, call) => (
        <Link
          to={workOrderCreatePath({
            customerId: call.customerId,
            customerName: call.customerName ?? undefined,
            phone: call.customerNumber,
            callRecordId: call.id,
          })}
          data-testid={`call-work-order-${call.id}`}
        >
          {t('action.newWorkOrder')}
        </Link>
      ),
    },
    {
      title: t('column.activity'),
      key: 'activity',
      width: 100,
      fixed: 'right',
      render: (_value, call) =>
        call.activityId !== null ? (
          <Tag color="green">{t('activity.linked')}</Tag>
        ) : mayLink && call.status === 'ended' ? (
          <Link to={associateCallPath(call)} data-testid={`call-link-${call.id}`}>
            {t('action.link')}
          </Link>
        ) : (
          '—'
        ),
    },
  ];

  const anyOption = { value: '', label: t('list.all') };

  return (
    <div data-testid="call-record-list">
      <ListFilterPanel list={list}>
        <Form.Item name="range" label={t('list.dateRange')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="direction" label={t('list.direction')}>
          <Select
            style={{ width: 110 }}
            placeholder={t('list.all')}
            allowClear
            data-testid="call-filter-direction"
            options={[
              anyOption,
              { value: 'inbound', label: t('direction.inbound') },
              { value: 'outbound', label: t('direction.outbound') },
            ]}
          />
        </Form.Item>
        <Form.Item name="outcome" label={t('list.outcome')}>
          <Select
            style={{ width: 110 }}
            placeholder={t('list.all')}
            allowClear
            data-testid="call-filter-outcome"
            options={[
              anyOption,
              { value: 'answered', label: t('outcome.answered') },
              { value: 'missed', label: t('outcome.missed') },
            ]}
          />
        </Form.Item>
        <Form.Item name="cno" label={t('list.cno')}>
          <Input allowClear placeholder={t('list.cnoPlaceholder')} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item
          name="customerNumber"
          label={t('list.customerNumber')}
          rules={[{ pattern: /^\d*$/, message: t('list.customerNumberInvalid') }]}
        >
          <Input allowClear placeholder={t('list.customerNumberPlaceholder')} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="customerName" label={t('list.customerName')}>
          <Input allowClear placeholder={t('list.customerNamePlaceholder')} style={{ width: 170 }} />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        {can('export') && (
          <ListToolbar>
            <ListExportButton
              endpoint={callRecordsApi.callRecordExport}
              filters={withoutPaging(list.query)}
            />
          </ListToolbar>
        )}
        <ListTable<CallRecordRow> list={list} page={page} columns={columns} emptyText={t('list.empty')} />
      </section>
    </div>
  );
}
