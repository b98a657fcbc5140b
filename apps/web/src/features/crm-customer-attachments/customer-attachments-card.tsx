import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { type CustomerAttachment, crmCustomerAttachmentsApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Popconfirm from 'antd/es/popconfirm';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { fileIdOf, useUploadRequest } from '../../forms/use-upload-request';
import { useGranted } from '../../platform/access/use-granted';
import { showMessage } from '../../platform/feedback/feedback';
import type { CustomerDetailSectionProps } from '../../resources/customers/customer-detail-section';
import { formatDateTime } from '../../resources/format-date-time';
import { formatSize } from '../../resources/format-size';
import { useChangeCustomerAttachments, useCustomerAttachments } from './customer-attachment-queries';
import { CUSTOMER_ATTACHMENTS_NS } from './customer-attachments-i18n';

const { CUSTOMER_ATTACHMENTS_MAX } = crmCustomerAttachmentsApi;

/**
 * 附件 card of the customer detail: the customer's files as download links; upload and remove
 * for whoever may edit the customer (customerList:update, like the detail's edit button, which a
 * pool customer does not offer either).
 */
export default function CustomerAttachmentsCard({
  customerId,
  ownerUserId,
  onCustomerChanged,
}: CustomerDetailSectionProps) {
  const { t } = useTranslation(CUSTOMER_ATTACHMENTS_NS);
  const attachments = useCustomerAttachments(customerId);
  const granted = useGranted('customerList:update');
  const canChange = granted && ownerUserId !== null;
  const { add, remove } = useChangeCustomerAttachments(customerId);
  const list = attachments.data ?? [];
  const full = list.length >= CUSTOMER_ATTACHMENTS_MAX;

  const { customRequest, uploading } = useUploadRequest({
    failedText: (name) => t('card.uploadFailed', { name }),
    onUploaded: async (file) => {
      const fileId = fileIdOf(file.url);
      if (fileId === null) throw new Error('upload.noFileId');
      await add.mutateAsync([fileId]);
      showMessage('success', t('card.added'));
      onCustomerChanged();
    },
  });

  const detach = async (attachment: CustomerAttachment) => {
    try {
      await remove.mutateAsync(attachment.fileId);
      showMessage('success', t('card.removed'));
      onCustomerChanged();
    } catch {
      // The api client has shown the server's reason.
    }
  };

  const uploadButton = canChange && (
    <Upload multiple showUploadList={false} customRequest={customRequest} disabled={full}>
      <Button size="small" icon={<UploadOutlined />} loading={uploading} disabled={full}>
        {t('card.upload')}
      </Button>
    </Upload>
  );

  return (
    <Card size="small" title={t('card.title')} extra={uploadButton} data-testid="customer-attachments-card">
      <List<CustomerAttachment>
        size="small"
        loading={attachments.isPending}
        dataSource={list}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('card.empty')} /> }}
        renderItem={(attachment) => (
          <List.Item
            key={attachment.fileId}
            data-testid="customer-attachment"
            actions={
              canChange
                ? [
                    <Popconfirm
                      key="remove"
                      title={t('card.removeConfirm', { name: attachment.name })}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => detach(attachment)}
                    >
                      <Button type="link" size="small" danger>
                        {t('card.remove')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <a href={attachment.url} target="_blank" rel="noreferrer">
                  <PaperClipOutlined /> {attachment.name}
                </a>
              }
              description={
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatSize(attachment.size)} ·{' '}
                  {t('card.addedBy', {
                    name: attachment.addedByName,
                    at: formatDateTime(attachment.addedAt),
                  })}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      {full && canChange && (
        <Typography.Text type="secondary">
          {t('card.limit', { max: CUSTOMER_ATTACHMENTS_MAX })}
        </Typography.Text>
      )}
    </Card>
  );
}
