import type { CustomerActivity } from '@atrium/contract';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordingOpenButton } from '../../platform/recording/recording-open-button';
import { AttachmentLinks } from '../../resources/attachment-links';
import { formatDateTime } from '../../resources/format-date-time';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { dayRangeFilter, defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { ACTIVITIES_NS } from './activities-i18n';
import { useActivityAuthors, useActivityPage } from './activity-queries';
import { useKindLabel } from './use-kind-label';

/** The list's filters, kept in the URL: a customer name, a kind, an author and a day range. */
const activityFilters = defineListFilters({
  customerName: textFilter(),
  kind: textFilter(),
  authorUserId: idFilter(),
  range: dayRangeFilter('startDate', 'endDate'),
});

/** 跟进记录 (/customer/activity/list): follow-ups on the customers in the caller's data scope. */
export function ActivityListPage() {
  const { t } = useTranslation(ACTIVITIES_NS);
  const list = useFilteredList(activityFilters);
  const page = useActivityPage(list.query);
  usePageInRange(list, page.data);
  const authors = useActivityAuthors();
  const kinds = useKindLabel();

  const columns: ListColumn<CustomerActivity>[] = [
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
      key: 'kind',
      width: 100,
      render: (kind: string) => <Tag color="blue">{kinds.label(kind)}</Tag>,
    },
    {
      title: t('column.content'),
      key: 'content',
      render: (content: string, activity) => (
        <>
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: content }} style={{ marginBottom: 0 }}>
            {content}
          </Typography.Paragraph>
          <AttachmentLinks attachments={activity.attachments} />
          {activity.hasRecording && <RecordingOpenButton activityId={activity.id} />}
        </>
      ),
    },
    { title: t('column.author'), key: 'authorName', width: 110 },
    { title: t('column.nextFollowUpAt'), key: 'nextFollowUpAt', width: 170, render: formatDateTime },
    { title: t('column.createdAt'), key: 'createdAt', width: 170, render: formatDateTime },
  ];

  return (
    <div data-testid="activity-list">
      <ListFilterPanel list={list}>
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
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListTable<CustomerActivity>
          list={list}
          page={page}
          columns={columns}
          emptyText={t('list.empty')}
          scroll={undefined}
        />
      </section>
    </div>
  );
}
