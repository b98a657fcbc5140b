import type { SupplierActivity } from '@atrium/contract/endpoints/supplier-activities';
import Card from 'antd/es/card';
import Divider from 'antd/es/divider';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from '../../resources/attachment-links';
import { formatDateTime } from '../../resources/format-date-time';
import { useLocalListState, usePageInRange } from '../../resources/use-local-list-state';
import { SupplierActivityForm } from './supplier-activity-form';
import { SupplierActivityKindTag } from './supplier-activity-kind-tag';
import { useSupplierTimeline } from './supplier-queries';
import { SUPPLIERS_NS } from './suppliers-i18n';

/** 供应商动态 of the supplier detail: the add form (supplierDetail:update), then the timeline, newest first. */
export function SupplierActivitiesCard({ supplierId, canAdd }: { supplierId: number; canAdd: boolean }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const list = useLocalListState({ scope: supplierId });
  const page = useSupplierTimeline(supplierId, list.paging);
  usePageInRange(list, page.data);
  const total = page.data?.total ?? 0;

  return (
    <Card size="small" title={t('activity.title')} data-testid="supplier-activities-card">
      {canAdd && (
        <>
          <SupplierActivityForm supplierId={supplierId} onAdded={list.firstPage} />
          <Divider />
        </>
      )}
      <List<SupplierActivity>
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.empty')} />,
        }}
        pagination={
          total > list.paging.pageSize
            ? // A list pager is a table pager without the table-only placement.
              { ...list.pager(page.data), position: undefined }
            : false
        }
        renderItem={(activity) => (
          <List.Item key={activity.id} data-testid="supplier-activity">
            <Flex vertical gap={4} style={{ width: '100%' }}>
              <Flex gap={8} align="center" wrap>
                <SupplierActivityKindTag kind={activity.kind} />
                <Typography.Text strong>{activity.authorName}</Typography.Text>
                <Typography.Text type="secondary">{formatDateTime(activity.occurredAt)}</Typography.Text>
              </Flex>
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                {activity.content}
              </Typography.Paragraph>
              <AttachmentLinks attachments={activity.attachments} />
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
