import { crmAssignmentApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { useInvalidateAssignment, useMemberOptions } from './assignment-queries';
import { CUSTOMER_ASSIGNMENT_NS } from './customer-assignment-i18n';
import { memberLabel } from './member-label';

/** 添加分配对象: members of the organization who are not distribution objects yet. */
export function AddObjectsModal({
  open,
  existing,
  onClose,
}: {
  open: boolean;
  existing: number[];
  onClose: () => void;
}) {
  const { t } = useTranslation(CUSTOMER_ASSIGNMENT_NS);
  const [form] = Form.useForm<{ userIds: number[] }>();
  const [saving, setSaving] = useState(false);
  const members = useMemberOptions(open);
  const invalidate = useInvalidateAssignment();

  const submit = async ({ userIds }: { userIds: number[] }) => {
    setSaving(true);
    try {
      const { count } = await callEndpoint(crmAssignmentApi.distributionObjectAdd, { body: { userIds } });
      showMessage('success', t('add.done', { count }));
      await invalidate();
      onClose();
    } catch {
      // The api client has shown the server's reason; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('add.title')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item
          name="userIds"
          label={t('add.users')}
          rules={[{ required: true, message: t('add.usersRequired') }]}
        >
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            loading={members.isPending}
            options={(members.data ?? [])
              .filter((member) => !existing.includes(member.userId))
              .map((member) => ({ value: member.userId, label: memberLabel(member) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
