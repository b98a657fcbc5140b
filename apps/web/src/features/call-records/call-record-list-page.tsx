import { type CallRecordRow, callRecordsApi } from '@atrium/contract';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAction } from '../../platform/access/use-action';
import { useGranted } from '../../platform/access/use-granted';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { openRecordingDialog } from '../../platform/recording/recording-dialog-store';
import { FilterActions } from '../../resources/filter-actions';
import { FilterPanel } from '../../resources/filter-panel';
import { listPagination } from '../../resources/list-pagination';
import { ListExportButton } from '../../resources/transfer/export-button';
import { associateCallPath, formatDuration } from './call-record-links';
import { type CallRecordFilters, useCallRecordPage } from './call-record-queries';
import { CALL_RECORDS_NS } from './call-records-i18n';

interface FilterValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  direction?: CallRecordRow['direction'];
  outcome?: 'answered' | 'missed';
  cno?: string;
  customerNumber?: string;
  customerName?: string;
}

/** The form's values as the list's query: the day range as two `YYYY-MM-DD` days, blanks dropped. */
export function toCallRecordFilters(values: FilterValues): CallRecordFilters {
  const [start, end] = values.range ?? [null, null];
  return {
    startDate: start ? start.format('YYYY-MM-DD') : undefined,
    endDate: end ? end.format('YYYY-MM-DD') : undefined,
    direction: values.direction || undefined,
    outcome: values.outcome || undefined,
    cno: values.cno?.trim() || undefined,
    customerNumber: values.customerNumber?.trim() || undefined,
    customerName: values.customerName?.trim() || undefined,
  };
}

/** 通话记录 (/organization/call/record/list): the calls in the caller's data scope, newest first. */
export function CallRecordListPage() {
  return (
    <ScreenQueryProvider>
      <CallRecordList />
    </ScreenQueryProvider>
  );
}

function CallRecordList() {
  const { t } = useTranslation(CALL_RECORDS_NS);
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<CallRecordFilters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const page = useCallRecordPage({ ...filters, ...paging });
  const mayLink = useGranted('customerDetail:update');
  const can = useAction();

  const columns: TableProps<CallRecordRow>['columns'] = [
    { title: t('column.ringTime'), dataIndex: 'ringTime', width: 160 },
    {
      title: t('column.direction'),
      dataIndex: 'direction',
      width: 70,
      render: (direction: CallRecordRow['direction']) => (
        <Tag color={direction === 'inbound' ? 'blue' : 'purple'}>{t(`direction.${direction}`)}</Tag>
      ),
    },
    { title: t('column.customerNumber'), dataIndex: 'customerNumber', width: 130 },
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
    { title: t('column.cno'), dataIndex: 'cno', width: 70 },
    {
      title: t('column.agent'),
      dataIndex: 'agentName',
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
      dataIndex: 'durationSeconds',
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

  const apply = (values: FilterValues) => {
    setFilters(toCallRecordFilters(values));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };
  const anyOption = { value: '', label: t('list.all') };

  return (
    <div data-testid="call-record-list">
      <FilterPanel<FilterValues> form={form} onFinish={apply}>
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
        <FilterActions onReset={() => apply({})} />
      </FilterPanel>
      <section className="atrium-panel">
        {can('export') && (
          <div style={{ marginBottom: 16 }}>
            <ListExportButton endpoint={callRecordsApi.callRecordExport} filters={filters} />
          </div>
        )}
        <Table<CallRecordRow>
          rowKey="id"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          scroll={{ x: 1080 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} /> }}
          pagination={listPagination(
            { ...paging, total: page.data?.total ?? 0, totalExact: page.data?.totalExact },
            (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
          )}
        />
      </section>
    </div>
  );
}
