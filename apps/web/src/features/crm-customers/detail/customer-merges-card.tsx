import { type CustomerMergeRow, crmCustomerMergesApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import List from 'antd/es/list';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../platform/api/call-endpoint';
import { showMessage } from '../../../platform/feedback/feedback';
import { formatDateTime } from '../../../resources/format-date-time';
import { useCustomerMerges, useInvalidateCustomers } from '../customer-queries';
import { CUSTOMERS_NS } from '../customers-i18n';

/** 合并记录: the customers merged into this one, each with what moved and 撤销合并 while not undone. */
export function CustomerMergesCard({ customerId, canUndo }: { customerId: number; canUndo: boolean }) {
  const { t } = useTranslation(CUSTOMERS_NS);
  const merges = useCustomerMerges(customerId);
  const invalidate = useInvalidateCustomers();
  if (!merges.data?.length) return null;

  const undo = async (merge: CustomerMergeRow) => {
    try {
      await callEndpoint(crmCustomerMergesApi.customerMergeUndo, { params: { id: merge.id } });
      showMessage('success', t('merge.undone'));
      void invalidate();
    } catch {
      // The api client has shown the server's reason (e.g. the phone is taken meanwhile).
    }
  };
  const movedText = ({ moved }: CustomerMergeRow) =>
    t('merge.moved', {
      contacts: moved.contacts,
      activities: moved.activities,
      opportunities: moved.opportunities,
      tags: moved.tags,
      attachments: moved.attachments,
    });

  return (
    <Card size="small" title={t('merge.cardTitle')} data-testid="customer-merges">
      <List
        size="small"
        dataSource={merges.data}
        renderItem={(merge) => (
          <List.Item
            actions={
              merge.undoneAt === null && canUndo
                ? [
                    <Popconfirm
                      key="undo"
                      title={t('merge.undoConfirm', { name: merge.sourceName })}
                      onConfirm={() => undo(merge)}
                    >
                      <Button type="link" size="small">
                        {t('merge.undo')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <>
                  {merge.sourceSn} {merge.sourceName}{' '}
                  {merge.undoneAt !== null && <Tag>{t('merge.undoneTag')}</Tag>}
                </>
              }
              description={
                <Typography.Text type="secondary">
                  {t('merge.by', { name: merge.mergedByName, at: formatDateTime(merge.mergedAt) })} ·{' '}
                  {movedText(merge)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
