import {
  SUPPLIER_ACTIVITY_ATTACHMENTS_MAX,
  SUPPLIER_ACTIVITY_CONTENT_MAX,
  SUPPLIER_ACTIVITY_KINDS,
  type SupplierActivityKind,
} from '@atrium/contract/endpoints/supplier-activities';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import type { UploadFile } from 'antd/es/upload';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AttachmentsItem } from '../../forms/attachments-item';
import { uploadedFileIds, useUploadRequest } from '../../forms/use-upload-request';
import { showMessage } from '../../platform/feedback/feedback';
import { businessNowPicker, fromBusinessPicker } from '../../resources/business-picker-value';
import { type SupplierActivityBody, useAddSupplierActivity } from './supplier-queries';
import { SUPPLIERS_NS } from './suppliers-i18n';

export interface SupplierActivityValues {
  kind?: SupplierActivityKind;
  content?: string;
  occurredAt?: Dayjs | null;
  attachments?: UploadFile[];
}

/**
 * What the form sends: trimmed content, when it took place (now if left empty; a picked time is
 * read on the business clock), the stored files' ids.
 */
export function toActivityBody(values: SupplierActivityValues): SupplierActivityBody {
  return {
    kind: values.kind ?? 'note',
    content: (values.content ?? '').trim(),
    occurredAt: values.occurredAt ? fromBusinessPicker(values.occurredAt) : undefined,
    attachmentFileIds: uploadedFileIds(values.attachments),
  };
}

/** 添加动态: a visit, call or note with when it took place and attachments. */
export function SupplierActivityForm({ supplierId, onAdded }: { supplierId: number; onAdded(): void }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const [form] = Form.useForm<SupplierActivityValues>();
  const add = useAddSupplierActivity(supplierId);
  const { customRequest, uploading } = useUploadRequest({
    failedText: (name) => t('activity.uploadFailed', { name }),
  });

  const submit = async (values: SupplierActivityValues) => {
    try {
      await add.mutateAsync(toActivityBody(values));
      showMessage('success', t('activity.added'));
      form.resetFields();
      onAdded();
    } catch {
      // The api client has shown the server's reason.
    }
  };

  return (
    <Form<SupplierActivityValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ kind: 'visit' }}
      data-testid="supplier-activity-form"
    >
      <Form.Item
        name="kind"
        label={t('activity.kind')}
        rules={[{ required: true, message: t('activity.kindRequired') }]}
      >
        <Radio.Group
          optionType="button"
          options={SUPPLIER_ACTIVITY_KINDS.map((kind) => ({
            value: kind,
            label: t(`activity.kind.${kind}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('activity.content')}
        rules={[{ required: true, whitespace: true, message: t('activity.contentRequired') }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={SUPPLIER_ACTIVITY_CONTENT_MAX}
          showCount
          placeholder={t('activity.contentPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="occurredAt" label={t('activity.occurredAt')}>
        <DatePicker
          showTime
          format="YYYY-MM-DD HH:mm"
          // No day after today on the business clock (the picker holds its wall times).
          disabledDate={(day) => day.isAfter(businessNowPicker(), 'day')}
          placeholder={t('activity.occurredAt')}
        />
      </Form.Item>
      <AttachmentsItem
        label={t('activity.attachments')}
        buttonText={t('activity.upload')}
        max={SUPPLIER_ACTIVITY_ATTACHMENTS_MAX}
        customRequest={customRequest}
      />
      <Button type="primary" htmlType="submit" loading={add.isPending} disabled={uploading}>
        {t('activity.submit')}
      </Button>
    </Form>
  );
}
