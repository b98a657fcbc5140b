import type { CustomerActivity } from '@atrium/contract';
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
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { RecordingOpenButton } from '../../platform/recording/recording-open-button';
import { FilterActions } from '../../resources/filter-actions';
import { formatDateTime } from '../../resources/format-date-time';
import { listPagination } from '../../resources/list-pagination';
import { ACTIVITIES_NS } from './activities-i18n';
import { ActivityAttachments } from './activity-attachments';
import { type ActivityFilters, useActivityAuthors, useActivityPage } from './activity-queries';
import { useKindLabel } from './use-kind-label';

interface FilterValues {
  customerName?: string;
  kind?: string;
  authorUserId?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The form's values as the list's query: the day range as two `YYYY-MM-DD` days. */
export function toActivityFilters(values: FilterValues): ActivityFilters {
  const [start, end] = values.range ?? [null, null];
  return {
    customerName: values.customerName?.trim() || undefined,
    kind: values.kind || undefined,
    authorUserId: values.authorUserId || undefined,
    startDate: start ? start.format('YYYY-MM-DD') : undefined,
    endDate: end ? end.format('YYYY-MM-DD') : undefined,
  };
}

/** 跟进记录 (/customer/activity/list): follow-ups on the customers in the caller's data scope. */
export function ActivityListPage() {
  return (
    <ScreenQueryProvider>
      <ActivityList />
    </ScreenQueryProvider>
  );
}

function ActivityList() {
  const { t } = useTranslation(ACTIVITIES_NS);
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const page = useActivityPage({ ...filters, ...paging });
  const authors = useActivityAuthors();
  const kinds = useKindLabel();

  const columns: TableProps<CustomerActivity>['columns'] = [
    {
      title: t('column.customer'),
      key: 'customer',
      width: 200,
      render: (_value, activity) => (
        <Link to={`/customer/manage/detail/${activity.customerId}`}>{activity.customerName}</Link>
      ),
    },
    {
      title: t('column.kind'),
      dataIndex: 'kind',
      width: 100,
      render: (kind: string) => <Tag color="blue">{kinds.label(kind)}</Tag>,
    },
    {
      title: t('column.content'),
      dataIndex: 'content',
      render: (content: string, activity) => (
        <>
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: content }} style={{ marginBottom: 0 }}>
            {content}
          </Typography.Paragraph>
          <ActivityAttachments attachments={activity.attachments} />
          {activity.callRecordId !== null && <RecordingOpenButton activityId={activity.id} />}
        </>
      ),
    },
    { title: t('column.author'), dataIndex: 'authorName', width: 110 },
    { title: t('column.nextFollowUpAt'), dataIndex: 'nextFollowUpAt', width: 170, render: formatDateTime },
    { title: t('column.createdAt'), dataIndex: 'createdAt', width: 170, render: formatDateTime },
  ];

  const apply = (values: FilterValues) => {
    setFilters(toActivityFilters(values));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <div data-testid="activity-list">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Form<FilterValues> form={form} layout="inline" onFinish={apply} style={{ rowGap: 16 }}>
          <Form.Item name="customerName" label={t('list.customerName')}>
            <Input allowClear placeholder={t('list.customerNamePlaceholder')} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="kind" label={t('list.kind')}>
            <Select
              allowClear
              options={kinds.options}
              placeholder={t('list.kindPlaceholder')}
              style={{ width: 150 }}
            />
          </Form.Item>
          <Form.Item name="authorUserId" label={t('list.author')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={authors.isFetching}
              placeholder={t('list.authorPlaceholder')}
              style={{ width: 150 }}
              options={(authors.data ?? []).map((author) => ({ value: author.id, label: author.name }))}
            />
          </Form.Item>
          <Form.Item name="range" label={t('list.dateRange')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <FilterActions onReset={() => apply({})} />
        </Form>
      </section>
      <section className="atrium-panel">
        <Table<CustomerActivity>
          rowKey="id"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
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
