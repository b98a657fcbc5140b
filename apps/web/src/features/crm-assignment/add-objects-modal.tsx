import { crmAssignmentApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
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
  const members = useMemberOptions(open);
  const invalidate = useInvalidateAssignment();

  const { saving, onFinish: submit } = useFormSave({
    form,
    save: ({ userIds }: { userIds: number[] }) =>
      callEndpoint(crmAssignmentApi.distributionObjectAdd, { body: { userIds } }),
    successMessage: ({ count }) => t('add.done', { count }),
    onSaved: async () => {
      await invalidate();
      onClose();
    },
  });

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
