import type { InstanceDetail } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { UploadFile } from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../forms/form-renderer';
import type { FormDefinition, FormValues } from '../../forms/form-schema';
import { showMessage } from '../../platform/feedback/feedback';
import { ApprovalAttachmentsItem, attachmentIdsOf } from './approval-attachments-item';
import { approvalActions } from './approval-queries';
import { APPROVALS_NS } from './approvals-i18n';
import { showApprovalFieldErrors } from './form-data-errors';

interface ResubmitValues {
  comment?: string;
  attachments?: UploadFile[];
}

/**
 * 重新提交: the instance's form prefilled from its detail, corrected by the initiator and sent as one
 * request (a new round of the same instance); the server's field errors land on the fields.
 */
export function ResubmitModal({
  detail,
  onClose,
  onDone,
}: {
  detail: InstanceDetail;
  onClose(): void;
  onDone(): Promise<unknown>;
}) {
  const { t } = useTranslation(APPROVALS_NS);
  const [dataForm] = Form.useForm<FormValues>();
  const [form] = Form.useForm<ResubmitValues>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    let formData: FormValues;
    let extra: ResubmitValues;
    try {
      await dataForm.validateFields();
      formData = dataForm.getFieldsValue(true) as FormValues;
      extra = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await approvalActions.resubmit(detail.id, {
        formData,
        comment: extra.comment?.trim() ?? '',
        attachmentIds: attachmentIdsOf(extra.attachments),
      });
      showMessage('success', t('done.resubmit'));
      onClose();
      await onDone();
    } catch (error) {
      showApprovalFieldErrors(dataForm, form, error, t('resubmit.checkForm'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={760}
      title={`${t('resubmit.title')} · ${detail.processName}`}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ loading: busy, 'data-testid': 'resubmit-ok' }}
      destroyOnHidden
    >
      <div data-testid="resubmit-form">
        <FormRenderer
          definition={detail.form as unknown as FormDefinition}
          form={dataForm}
          values={detail.formData as FormValues}
        />
      </div>
      <Form<ResubmitValues> form={form} layout="vertical">
        <Form.Item name="comment" label={t('form.comment')}>
          <Input.TextArea rows={2} maxLength={500} placeholder={t('form.commentPlaceholder')} />
        </Form.Item>
        <ApprovalAttachmentsItem />
      </Form>
    </Modal>
  );
}
