import { crmCustomersApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { CustomerFormFields, type CustomerFormValues, customerBody } from './customer-form';
import { customerDetailPath } from './customer-list-screen';
import { useInvalidateCustomers } from './customer-queries';
import { CUSTOMERS_NS } from './customers-i18n';

type CreateValues = CustomerFormValues & { toPool?: boolean };

/** 新建客户 (/customer/manage/create): the new customer form; on success its detail opens. */
export function CustomerCreatePage() {
  const { t } = useTranslation(CUSTOMERS_NS);
  const navigate = useNavigate();
  const invalidate = useInvalidateCustomers();
  const [form] = Form.useForm<CreateValues>();

  const { saving, onFinish: submit } = useFormSave({
    form,
    save: (values: CreateValues) =>
      callEndpoint(crmCustomersApi.customerCreate, {
        body: { ...customerBody(values), toPool: values.toPool ?? false },
        silent: true,
      }),
    successMessage: t('form.created'),
    onSaved: async (created) => {
      await invalidate();
      navigate(customerDetailPath(created.id));
    },
    errors: 'form',
    fieldErrorsMessage: null,
  });

  return (
    <section className="atrium-panel" data-testid="customer-create" style={{ maxWidth: 960 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('form.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('form.hint')}</Typography.Paragraph>
      <Form<CreateValues>
        form={form}
        name="customer"
        layout="vertical"
        onFinish={submit}
        initialValues={{ contacts: [] }}
      >
        <CustomerFormFields
          form={form}
          extra={
            <Form.Item name="toPool" valuePropName="checked">
              <Checkbox>{t('form.toPool')}</Checkbox>
            </Form.Item>
          }
        />
        <Space style={{ marginTop: 24 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('form.submit')}
          </Button>
          <Button onClick={() => form.resetFields()}>{t('form.reset')}</Button>
        </Space>
      </Form>
    </section>
  );
}
