import { crmCustomersApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFieldErrors } from '../../forms/server-field-errors';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
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
  const [saving, setSaving] = useState(false);

  const submit = async (values: CreateValues) => {
    setSaving(true);
    try {
      const created = await callEndpoint(crmCustomersApi.customerCreate, {
        body: { ...customerBody(values), toPool: values.toPool ?? false },
        // Field errors go onto their fields; anything else the api client shows.
        silent: true,
      });
      showMessage('success', t('form.created'));
      await invalidate();
      navigate(customerDetailPath(created.id));
    } catch (error) {
      if (!showFieldErrors(form, error))
        showMessage('error', error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

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
