import { WORK_ORDER_REASON_MAX } from '@atrium/contract/endpoints/work-orders';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../resources/reference-picker';
import type { AssignInput } from './use-work-order-actions';
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
  to: 'person' | 'group';
  userId?: number;
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
  const to = Form.useWatch('to', form) ?? 'person';
  const [saving, setSaving] = useState(false);
  const ok = async () => {
    const values = await form.validateFields();
    setSaving(true);
    const done = await onAssign({
      ...(values.to === 'person' ? { userId: values.userId } : { groupId: values.groupId }),
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
      <Form<TransferValues> form={form} layout="vertical" initialValues={{ to: 'person' }}>
        <Form.Item name="to" label={t('dispatch.to')}>
          <Radio.Group
            options={[
              { value: 'person', label: t('form.assignPerson') },
              { value: 'group', label: t('form.assignGroup') },
            ]}
          />
        </Form.Item>
        {to === 'person' ? (
          <Form.Item
            name="userId"
            label={t('form.responsible')}
            rules={[{ required: true, message: t('form.responsibleRequired') }]}
          >
            <ReferencePicker
              source="user"
              placeholder={t('form.responsiblePlaceholder')}
              data-testid="transfer-user"
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="groupId"
            label={t('form.group')}
            rules={[{ required: true, message: t('dispatch.groupRequired') }]}
          >
            <ReferencePicker
              source="supportGroup"
              placeholder={t('form.groupPlaceholder')}
              data-testid="transfer-group"
            />
          </Form.Item>
        )}
        <Form.Item name="reason" label={t('dispatch.reason')}>
          <Input.TextArea rows={2} maxLength={WORK_ORDER_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
