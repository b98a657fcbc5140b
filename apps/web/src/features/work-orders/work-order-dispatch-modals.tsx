import { WORK_ORDER_REASON_MAX } from '@atrium/contract/endpoints/work-orders';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignInput } from './use-work-order-actions';
import { AssigneeFields, type AssignTo } from './work-order-assignee-fields';
import { WORK_ORDERS_NS } from './work-orders-i18n';

/** 拒绝: back to the group's queue, with the reason the server keeps on the timeline. */
export function RejectModal({
  onReject,
  onClose,
}: {
  onReject(reason: string): Promise<boolean>;
  onClose(): void;
}) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const ok = async () => {
    const { reason } = await form.validateFields();
    setSaving(true);
    const done = await onReject(reason.trim()).finally(() => setSaving(false));
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={t('dispatch.rejectTitle')}
      okText={t('action.reject')}
      okButtonProps={{ danger: true, loading: saving, 'data-testid': 'reject-ok' }}
      onOk={() => void ok().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('dispatch.reason')}
          rules={[{ required: true, whitespace: true, message: t('dispatch.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={WORK_ORDER_REASON_MAX} showCount data-testid="reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface TransferValues {
  assignTo: AssignTo;
  responsibleUserId?: number;
  groupId?: number;
  reason?: string;
}

/** 转派 / 指派: to a person (who accepts or rejects) or to a group (its round robin, else its queue). */
export function TransferModal({
  onAssign,
  onClose,
}: {
  onAssign(input: AssignInput): Promise<boolean>;
  onClose(): void;
}) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const [form] = Form.useForm<TransferValues>();
  const [saving, setSaving] = useState(false);
  const ok = async () => {
    const values = await form.validateFields();
    setSaving(true);
    const done = await onAssign({
      ...(values.assignTo === 'person' ? { userId: values.responsibleUserId } : { groupId: values.groupId }),
      reason: values.reason?.trim() ?? '',
    }).finally(() => setSaving(false));
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={t('dispatch.transferTitle')}
      okText={t('action.transfer')}
      okButtonProps={{ loading: saving, 'data-testid': 'transfer-ok' }}
      onOk={() => void ok().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TransferValues> form={form} layout="vertical" initialValues={{ assignTo: 'person' }}>
        <AssigneeFields transfer />
        <Form.Item name="reason" label={t('dispatch.reason')}>
          <Input.TextArea rows={2} maxLength={WORK_ORDER_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
