import {
  WORK_ORDER_COMMENT_VISIBILITIES,
  workOrderComment,
  workOrderTimeline,
} from '@atrium/contract/endpoints/work-orders';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import type { UploadFile } from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { AttachmentsItem } from '../../forms/attachments-item';
import { useFormSave } from '../../forms/use-form-save';
import { uploadedFileIds, useUploadRequest } from '../../forms/use-upload-request';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useRefreshTimeline } from '../../resources/timeline/timeline-queries';
import { useRefreshWorkOrders } from './work-order-queries';
import { WORK_ORDERS_NS } from './work-orders-i18n';

interface Values {
  content: string;
  visibility: (typeof WORK_ORDER_COMMENT_VISIBILITIES)[number];
  attachments?: UploadFile[];
}

/** At most this many files on one reply (contract workOrderComment). */
const REPLY_FILES_MAX = 10;

/** A reply on the work order's timeline, files attached: internal, or visible to the customer. */
export function WorkOrderCommentForm({ id }: { id: number }) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const [form] = Form.useForm<Values>();
  const refresh = useRefreshWorkOrders();
  const refreshTimeline = useRefreshTimeline(workOrderTimeline, id);
  const { customRequest, uploading } = useUploadRequest({
    failedText: (name) => t('form.uploadFailed', { name }),
  });
  const { saving, onFinish } = useFormSave({
    form,
    save: (values: Values) =>
      callEndpoint(workOrderComment, {
        params: { id },
        body: {
          content: values.content.trim(),
          visibility: values.visibility,
          fileIds: uploadedFileIds(values.attachments),
        },
      }),
    successMessage: t('comment.done'),
    onSaved: async () => {
      form.resetFields();
      await Promise.all([refresh(), refreshTimeline()]);
    },
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ visibility: 'internal' }}
      onFinish={onFinish}
      data-testid="work-order-comment-form"
    >
      <Form.Item
        name="content"
        label={t('comment.content')}
        rules={[{ required: true, whitespace: true, message: t('comment.contentRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={2000} showCount data-testid="work-order-comment" />
      </Form.Item>
      <Form.Item name="visibility" label={t('comment.visibility')}>
        <Radio.Group
          options={WORK_ORDER_COMMENT_VISIBILITIES.map((visibility) => ({
            value: visibility,
            label: t(`comment.${visibility}`),
          }))}
        />
      </Form.Item>
      <AttachmentsItem
        label={t('form.attachments')}
        buttonText={t('form.upload')}
        max={REPLY_FILES_MAX}
        customRequest={customRequest}
      />
      <Button
        type="primary"
        htmlType="submit"
        loading={saving}
        disabled={uploading}
        data-testid="work-order-comment-submit"
      >
        {t('comment.submit')}
      </Button>
    </Form>
  );
}
