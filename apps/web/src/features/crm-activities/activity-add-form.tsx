import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { crmActivitiesApi } from '@atrium/contract';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Upload, { type UploadFile } from 'antd/es/upload';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { uploadedFileIds, useUploadRequest } from '../../forms/use-upload-request';
import { fromBusinessPicker } from '../../resources/business-picker-value';
import { useDictOptions } from '../../resources/use-dict-options';
import { ACTIVITIES_NS } from './activities-i18n';
import { type AddActivityBody, useAddActivity } from './activity-queries';

interface Values {
  kind?: string;
  content?: string;
  attachments?: UploadFile[];
  nextFollowUpAt?: Dayjs | null;
}

/** What the form sends: trimmed content, the uploaded files' ids, the next follow-up as ISO time (picked on the business clock). */
export function toAddBody(values: Values): AddActivityBody {
  return {
    kind: values.kind ?? '',
    content: (values.content ?? '').trim(),
    attachmentFileIds: uploadedFileIds(values.attachments),
    nextFollowUpAt: values.nextFollowUpAt ? fromBusinessPicker(values.nextFollowUpAt) : null,
  };
}

interface ActivityAddFormProps {
  customerId: number;
  /** After the follow-up is stored (the customer's last follow-up time changed). */
  onAdded(): void;
}

/** 添加跟进: kind from the followUpType dictionary, content, attachments, next follow-up time. */
export function ActivityAddForm({ customerId, onAdded }: ActivityAddFormProps) {
  const { t } = useTranslation(ACTIVITIES_NS);
  const [form] = Form.useForm<Values>();
  const kinds = useDictOptions(crmActivitiesApi.ACTIVITY_KIND_DICT);
  const add = useAddActivity(customerId);
  const { customRequest, uploading } = useUploadRequest({
    failedText: (name) => t('form.uploadFailed', { name }),
  });

  const { saving, onFinish: submit } = useFormSave({
    form,
    save: (values: Values) => add.mutateAsync(toAddBody(values)),
    successMessage: t('form.added'),
    onSaved: () => {
      form.resetFields();
      onAdded();
    },
  });

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="activity-add-form">
      <Form.Item
        name="kind"
        label={t('form.kind')}
        rules={[{ required: true, message: t('form.kindRequired') }]}
      >
        <Select options={kinds} placeholder={t('list.kindPlaceholder')} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('form.content')}
        rules={[{ required: true, whitespace: true, message: t('form.contentRequired') }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={crmActivitiesApi.ACTIVITY_CONTENT_MAX}
          showCount
          placeholder={t('form.contentPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="attachments"
        label={t('form.attachments')}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
      >
        <Upload multiple maxCount={crmActivitiesApi.ACTIVITY_ATTACHMENTS_MAX} customRequest={customRequest}>
          <Button icon={<UploadOutlined />}>{t('form.upload')}</Button>
        </Upload>
      </Form.Item>
      <Form.Item name="nextFollowUpAt" label={t('form.nextFollowUpAt')}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm" placeholder={t('form.nextFollowUpAt')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} disabled={uploading}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
