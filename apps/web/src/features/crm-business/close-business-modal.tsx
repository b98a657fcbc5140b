import { crmBusinessApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { BUSINESS_NS } from './business-i18n';

interface CloseBusinessModalProps {
  target: { id: number; version: number; status: 'won' | 'lost' };
  onClose(changed: boolean): void;
}

/** 赢单 / 输单 with the required reason. */
export function CloseBusinessModal({ target, onClose }: CloseBusinessModalProps) {
  const { t } = useTranslation(BUSINESS_NS);
  const [form] = Form.useForm<{ reason: string }>();
  const endpoint = target.status === 'won' ? crmBusinessApi.businessWin : crmBusinessApi.businessLose;

  const { saving, submit } = useFormSave<{ reason: string }>({
    form,
    save: (values) =>
      callEndpoint(endpoint, {
        params: { id: target.id },
        body: { version: target.version, reason: values.reason.trim() },
        silent: true,
      }),
    successMessage: t('detail.closed', { status: t(`status.${target.status}`) }),
    onSaved: () => onClose(true),
    errors: 'form',
    conflictMessage: t('form.conflict'),
  });

  return (
    <Modal
      open
      title={t(target.status === 'won' ? 'detail.winTitle' : 'detail.loseTitle')}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: target.status === 'lost', loading: saving }}
      onOk={submit}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('detail.reason')}
          rules={[{ required: true, whitespace: true, message: t('detail.reasonRequired') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={crmBusinessApi.BUSINESS_REASON_MAX}
            showCount
            placeholder={t('detail.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
