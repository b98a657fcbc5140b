import type { CustomerActivity } from '@atrium/contract';
import Card from 'antd/es/card';
import Divider from 'antd/es/divider';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { RecordingOpenButton } from '../../platform/recording/recording-open-button';
import { AttachmentLinks } from '../../resources/attachment-links';
import type { CustomerDetailSectionProps } from '../../resources/customers/customer-detail-section';
import { formatDateTime } from '../../resources/format-date-time';
import { useLocalListState, usePageInRange } from '../../resources/use-local-list-state';
import { ACTIVITIES_NS } from './activities-i18n';
import { ActivityAddForm } from './activity-add-form';
import { useCustomerActivities } from './activity-queries';
import { useKindLabel } from './use-kind-label';

/** 跟进记录 card of the customer detail: the add form (customerDetail:update) and the follow-ups. */
export default function CustomerActivitiesCard({
  customerId,
  onCustomerChanged,
}: CustomerDetailSectionProps) {
  const { t } = useTranslation(ACTIVITIES_NS);
  const can = useAction();
  const list = useLocalListState({ scope: customerId });
  const page = useCustomerActivities(customerId, list.paging);
  usePageInRange(list, page.data);
  const { label } = useKindLabel();
  const total = page.data?.total ?? 0;

  return (
    <Card size="small" title={t('card.title')} data-testid="customer-activities-card">
      {can('update') && (
        <>
          <ActivityAddForm
            customerId={customerId}
            onAdded={() => {
              list.firstPage();
              onCustomerChanged();
            }}
          />
          <Divider />
        </>
      )}
      <List<CustomerActivity>
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('card.empty')} /> }}
        pagination={
          total > list.paging.pageSize
            ? // A list pager is a table pager without the table-only placement.
              { ...list.pager(page.data), position: undefined }
            : false
        }
        renderItem={(activity) => (
          <List.Item key={activity.id} data-testid="customer-activity">
            <Flex vertical gap={4} style={{ width: '100%' }}>
              <Flex gap={8} align="center" wrap>
                <Tag color="blue">{label(activity.kind)}</Tag>
                <Typography.Text strong>{activity.authorName}</Typography.Text>
                <Typography.Text type="secondary">{formatDateTime(activity.createdAt)}</Typography.Text>
                {activity.callRecordId !== null && <RecordingOpenButton activityId={activity.id} />}
              </Flex>
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                {activity.content}
              </Typography.Paragraph>
              <AttachmentLinks attachments={activity.attachments} />
              {activity.nextFollowUpAt && (
                <Typography.Text type="secondary">
                  {t('card.next', { time: formatDateTime(activity.nextFollowUpAt) })}
                </Typography.Text>
              )}
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
