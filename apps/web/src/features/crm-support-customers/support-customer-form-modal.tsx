import { crmSupportCustomersApi, type SupportCustomerRow } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { LinkedCustomerSelect } from './linked-customer-select';
import { useInvalidateSupportCustomers, useSupportGroupChoices } from './support-customer-queries';
import { SUPPORT_CUSTOMERS_NS } from './support-customers-i18n';

interface Values {
  name: string;
  phone: string;
  customerId: number | null;
  address: string;
  remark: string;
  groupId: number | null;
  handlerUserId: number | null;
  status: SupportCustomerRow['status'];
}

/** 新增 / 编辑售后客户: `editing` null adds; undefined is closed. */
export function SupportCustomerFormModal({
  editing,
  onClose,
}: {
  editing: SupportCustomerRow | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(SUPPORT_CUSTOMERS_NS);
  const [form] = Form.useForm<Values>();
  const open = editing !== undefined;
  const groups = useSupportGroupChoices(open);
  const groupId = Form.useWatch('groupId', form);
  const members = (groups.data ?? [])
    .filter((group) => !groupId || group.groupId === groupId)
    .flatMap((group) => group.members);

  const invalidate = useInvalidateSupportCustomers();
  const { saving, onFinish } = useFormSave<Values>({
    form,
    save: (values) => {
      const body = {
        ...values,
        phone: values.phone ?? '',
        address: values.address ?? '',
        remark: values.remark ?? '',
        customerId: values.customerId ?? null,
        groupId: values.groupId ?? null,
        handlerUserId: values.handlerUserId ?? null,
      };
      return editing
        ? callEndpoint(crmSupportCustomersApi.supportCustomerUpdate, {
            params: { id: editing.id },
            body: { ...body, version: editing.version },
            silent: true,
          })
        : callEndpoint(crmSupportCustomersApi.supportCustomerCreate, { body, silent: true });
    },
    successMessage: t('list.saved'),
    onSaved: async () => {
      await invalidate();
      onClose();
    },
    errors: 'form',
    conflictMessage: t('form.conflict'),
  });

  return (
    <Modal
      open={open}
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={onFinish}
        initialValues={editing ?? { status: 'pending' }}
        data-testid="support-customer-form"
      >
        <Form.Item
          name="name"
          label={t('field.name')}
          rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label={t('field.phone')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="groupId" label={t('field.group')}>
          <Select
            allowClear
            loading={groups.isPending}
            options={(groups.data ?? []).map((group) => ({ value: group.groupId, label: group.name }))}
            onChange={() => form.setFieldValue('handlerUserId', null)}
          />
        </Form.Item>
        <Form.Item name="handlerUserId" label={t('field.handler')} extra={t('form.handlerAuto')}>
          <Select
            allowClear
            options={members.map((member) => ({ value: member.userId, label: member.name }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('field.status')}>
          <Select
            options={crmSupportCustomersApi.SUPPORT_CUSTOMER_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="customerId" label={t('field.customerName')}>
          <LinkedCustomerSelect initialName={editing?.customerName ?? ''} />
        </Form.Item>
        <Form.Item name="address" label={t('field.address')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
