import { crmCustomersApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormSave } from '../../../forms/use-form-save';
import { callEndpoint } from '../../../platform/api/call-endpoint';
import { CustomerFormFields, type CustomerFormValues, customerBody } from '../customer-form';
import { useInvalidateCustomers } from '../customer-queries';
import { CUSTOMERS_NS } from '../customers-i18n';

type Detail = z.output<typeof crmCustomersApi.customerDetail.answer>;

/**
 * 编辑客户: the profile and contacts, saved with the version read (PUT /erp/crm/customer/:id). A
 * stale version answers 409 and its message says to reload; field errors land on their fields.
 */
export function CustomerEditModal({
  customer,
  open,
  onClose,
}: {
  customer: Detail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(CUSTOMERS_NS);
  const [form] = Form.useForm<CustomerFormValues>();
  const invalidate = useInvalidateCustomers();

  const { saving, onFinish: submit } = useFormSave({
    form,
    save: (values: CustomerFormValues) =>
      callEndpoint(crmCustomersApi.customerUpdate, {
        params: { id: customer.id },
        body: { ...customerBody(values), version: customer.version },
        silent: true,
      }),
    successMessage: t('action.saved'),
    onSaved: async () => {
      await invalidate();
      onClose();
    },
    errors: 'form',
    fieldErrorsMessage: null,
  });

  return (
    <Modal
      open={open}
      width={860}
      title={t('form.editTitle')}
      okText={t('form.submit')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CustomerFormValues>
        form={form}
        name="customerEdit"
        layout="vertical"
        preserve={false}
        onFinish={submit}
        initialValues={{
          name: customer.name,
          phone: customer.phone,
          level: customer.level || undefined,
          stage: customer.stage || undefined,
          source: customer.source || undefined,
          address: customer.address,
          remark: customer.remark,
          contacts: customer.contacts.map(({ name, phone, role }) => ({ name, phone, role })),
        }}
      >
        <CustomerFormFields form={form} />
      </Form>
    </Modal>
  );
}
