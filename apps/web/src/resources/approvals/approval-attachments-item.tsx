import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Upload, { type UploadFile } from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { uploadedFileIds, useUploadRequest } from '../../forms/use-upload-request';
import { APPROVALS_NS } from './approvals-i18n';

/** At most this many files per action (the contract's `attachmentIds`). */
const MAX_ATTACHMENTS = 10;

/** The ids of the files an attachments item stored. */
export const attachmentIdsOf = (files: UploadFile[] | undefined) => uploadedFileIds(files);

/** 附件 of an approval action: files stored through the upload adapter, sent as their ids. */
export function ApprovalAttachmentsItem({ name = 'attachments' }: { name?: string }) {
  const { t } = useTranslation(APPROVALS_NS);
  const { customRequest, uploading } = useUploadRequest({
    failedText: (file) => t('form.uploadFailed', { name: file }),
  });
  return (
    <Form.Item
      name={name}
      label={t('form.attachments')}
      valuePropName="fileList"
      getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
    >
      <Upload multiple maxCount={MAX_ATTACHMENTS} customRequest={customRequest}>
        <Button icon={<UploadOutlined />} loading={uploading}>
          {t('form.upload')}
        </Button>
      </Upload>
    </Form.Item>
  );
}
