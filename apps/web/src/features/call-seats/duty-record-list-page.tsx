import { callSeatsApi, type DutyRecordRow } from '@atrium/contract';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { FilterActions } from '../../resources/filter-actions';
import { FilterPanel } from '../../resources/filter-panel';
import { listPagination } from '../../resources/list-pagination';
import { ListExportButton } from '../../resources/transfer/export-button';
import { CALL_SEATS_NS } from './call-seats-i18n';
import { useDutyRecordPage } from './call-seats-queries';

interface Filters {
  cno?: string;
  userName?: string;
}

/** 值班记录 (/organization/duty/list): who held which seat when, newest first, and how it ended; 导出 as a job. */
export function DutyRecordListPage() {
  return (
    <ScreenQueryProvider>
      <DutyRecordList />
    </ScreenQueryProvider>
  );
}

function DutyRecordList() {
  const { t } = useTranslation(CALL_SEATS_NS);
  const can = useAction();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const page = useDutyRecordPage({ ...filters, ...paging });

  const columns: TableProps<DutyRecordRow>['columns'] = [
    { title: t('duty.cno'), dataIndex: 'cno', width: 120 },
    { title: t('duty.userName'), dataIndex: 'userName', width: 160 },
    { title: t('duty.start'), dataIndex: 'startDutyTime', width: 190 },
    {
      title: t('duty.end'),
      dataIndex: 'endDutyTime',
      width: 190,
      render: (end: string | null) => end ?? <Tag color="processing">{t('duty.onDuty')}</Tag>,
    },
    {
      title: t('duty.endReason'),
      dataIndex: 'endReason',
      width: 120,
      render: (reason: DutyRecordRow['endReason']) =>
        reason ? (
          <Tag color={reason === 'taken_over' ? 'warning' : 'default'}>{t(`duty.endReason.${reason}`)}</Tag>
        ) : (
          '-'
        ),
    },
    {
      title: t('duty.takenOverBy'),
      dataIndex: 'takenOverByName',
      render: (name: string | null) => name ?? '-',
    },
  ];

  const search = (values: Filters) => {
    setFilters({ cno: values.cno?.trim() || undefined, userName: values.userName?.trim() || undefined });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <div data-testid="duty-record-list">
      <FilterPanel<Filters> name="dutyRecordFilter" form={form} onFinish={search}>
        <Form.Item name="cno" label={t('duty.cno')}>
          <Input allowClear placeholder={t('seat.cnoPlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="userName" label={t('duty.userName')}>
          <Input allowClear placeholder={t('duty.userNamePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <FilterActions onReset={() => search({})} />
      </FilterPanel>
      <section className="atrium-panel">
        {can('export') && (
          <Space style={{ marginBottom: 16 }}>
            <ListExportButton endpoint={callSeatsApi.dutyRecordExport} filters={filters} />
          </Space>
        )}
        <Table<DutyRecordRow>
          rowKey="id"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          scroll={{ x: 1000 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('duty.empty')} /> }}
          pagination={listPagination(
            { ...paging, total: page.data?.total ?? 0, totalExact: page.data?.totalExact },
            (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
          )}
        />
      </section>
    </div>
  );
}
