import {
  SUPPLIER_ACTIVITY_KINDS,
  type SupplierActivity,
} from '@atrium/contract/endpoints/supplier-activities';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttachmentLinks } from '../../resources/attachment-links';
import { formatDateTime } from '../../resources/format-date-time';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, dayRangeFilter, defineListFilters, idFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable, NOT_ON_PHONE } from '../../resources/list-table';
import { ReferencePicker } from '../../resources/reference-picker';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { usePhoneWidth } from '../../resources/use-phone-width';
import { SupplierActivityKindTag } from './supplier-activity-kind-tag';
import { supplierDetailPath } from './supplier-list-page';
import { useSupplierActivityFeed } from './supplier-queries';
import { SUPPLIERS_NS } from './suppliers-i18n';

/** The feed's filters, kept in the URL: a supplier, a kind, an author and a day range. */
const feedFilters = defineListFilters({
  supplierId: idFilter(),
  kind: choiceFilter(SUPPLIER_ACTIVITY_KINDS),
  authorUserId: idFilter(),
  range: dayRangeFilter('startDate', 'endDate'),
});

/** 供应商动态 (/supply/supplier/activity): activities on the suppliers of the caller's data scope. */
export function SupplierActivityFeedPage() {
  const { t } = useTranslation(SUPPLIERS_NS);
  const list = useFilteredList(feedFilters);
  const page = useSupplierActivityFeed(list.query);
  usePageInRange(list, page.data);

  // A phone keeps the content wide: the kind, author and time go under the supplier's name.
  const phone = usePhoneWidth();
  const columns: ListColumn<SupplierActivity>[] = [
    {
      title: t('feed.supplier'),
      key: 'supplier',
      width: phone ? 120 : 220,
      render: (_value, activity) => (
        <Flex vertical gap={4} align="flex-start">
          <Link to={supplierDetailPath(activity.supplierId)}>{activity.supplierName}</Link>
          {phone && (
            <>
              <SupplierActivityKindTag kind={activity.kind} />
              <Typography.Text type="secondary">
                {activity.authorName} {formatDateTime(activity.occurredAt)}
              </Typography.Text>
            </>
          )}
        </Flex>
      ),
    },
    {
      title: t('activity.kind'),
      key: 'kind',
      width: 90,
      render: (kind: SupplierActivity['kind']) => <SupplierActivityKindTag kind={kind} />,
      responsive: NOT_ON_PHONE,
    },
    {
      title: t('activity.content'),
      key: 'content',
      render: (content: string, activity) => (
        <>
          <Typography.Paragraph
            ellipsis={{ rows: phone ? 4 : 2, tooltip: content }}
            style={{ marginBottom: 0 }}
          >
            {content}
          </Typography.Paragraph>
          <AttachmentLinks attachments={activity.attachments} />
        </>
      ),
    },
    { title: t('feed.author'), key: 'authorName', width: 110, responsive: NOT_ON_PHONE },
    {
      title: t('activity.occurredAt'),
      key: 'occurredAt',
      width: 170,
      render: formatDateTime,
      responsive: NOT_ON_PHONE,
    },
  ];

  return (
    <div data-testid="supplier-activity-feed">
      <ListFilterPanel list={list}>
        <Form.Item name="supplierId" label={t('feed.supplier')}>
          <ReferencePicker source="supplier" placeholder={t('feed.supplierPlaceholder')} />
        </Form.Item>
        <Form.Item name="kind" label={t('activity.kind')}>
          <Select
            allowClear
            placeholder={t('feed.kindPlaceholder')}
            style={{ width: 130 }}
            options={SUPPLIER_ACTIVITY_KINDS.map((kind) => ({
              value: kind,
              label: t(`activity.kind.${kind}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="authorUserId" label={t('feed.author')}>
          <ReferencePicker source="user" placeholder={t('feed.authorPlaceholder')} />
        </Form.Item>
        <Form.Item name="range" label={t('feed.dateRange')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListTable<SupplierActivity>
          list={list}
          page={page}
          columns={columns}
          emptyText={t('feed.empty')}
          scroll={undefined}
        />
      </section>
    </div>
  );
}
