import { type ClueRow, crmCluesApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { CLUES_NS } from './clues-i18n';

/** 标记无效: asks the reason; the clue leaves the open set and its phone is free for others. */
export function ClueInvalidModal({
  clue,
  onClose,
  onDone,
}: {
  clue: ClueRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(CLUES_NS);
  const [form] = Form.useForm<{ reason: string }>();
  const { saving, onFinish: submit } = useFormSave({
    form,
    save: ({ reason }: { reason: string }) =>
      callEndpoint(crmCluesApi.clueMarkInvalid, { params: { id: clue!.id }, body: { reason } }),
    successMessage: t('clue.markedInvalid', { name: clue?.name ?? '' }),
    onSaved: () => {
      form.resetFields();
      onDone();
    },
  });
  return (
    <Modal
      open={clue !== null}
      title={t('clue.invalidTitle', { name: clue?.name ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <p style={{ color: 'var(--ant-color-text-secondary, #888)' }}>{t('clue.invalidHint')}</p>
      <Form<{ reason: string }> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('clue.invalidReason')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('form.required', { field: t('clue.invalidReason') }),
            },
          ]}
        >
          <Input.TextArea maxLength={crmCluesApi.CLUE_INVALID_REASON_MAX} rows={3} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
