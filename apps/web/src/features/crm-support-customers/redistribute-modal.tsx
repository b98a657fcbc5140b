import { crmSupportCustomersApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useInvalidateSupportCustomers, useSupportGroupChoices } from './support-customer-queries';
import { SUPPORT_CUSTOMERS_NS } from './support-customers-i18n';

/** 重新分配: hands the selected support customers to one member of a support group. */
export function RedistributeModal({
  ids,
  onClose,
  onDone,
}: {
  ids: number[] | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(SUPPORT_CUSTOMERS_NS);
  const [form] = Form.useForm<{ toUserId: number }>();
  const open = ids !== null && ids.length > 0;
  const groups = useSupportGroupChoices(open);
  const invalidate = useInvalidateSupportCustomers();

  const { saving, onFinish: submit } = useFormSave({
    form,
    save: ({ toUserId }: { toUserId: number }) =>
      callEndpoint(crmSupportCustomersApi.supportRedistribute, { body: { ids: ids!, toUserId } }),
    successMessage: ({ count }) => t('redistribute.done', { count }),
    onSaved: async () => {
      await invalidate();
      onDone();
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title={t('redistribute.title', { count: ids?.length ?? 0 })}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item
          name="toUserId"
          label={t('redistribute.to')}
          rules={[{ required: true, message: t('redistribute.toRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={groups.isPending}
            options={(groups.data ?? []).map((group) => ({
              label: group.name,
              options: group.members.map((member) => ({
                value: member.userId,
                label: `${member.name}（${group.name}）`,
              })),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
