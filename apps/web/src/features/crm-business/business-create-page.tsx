import { crmBusinessApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { CustomerPicker } from '../../resources/customers/customer-picker';
import { BusinessFormFields, type BusinessFormValues, businessBodyOf } from './business-form';
import { BUSINESS_NS } from './business-i18n';
import { businessDetailPath } from './business-paths';
import { useInvalidateBusiness } from './business-queries';
import './business.css';

/** 新建商机 (/customer/business/create[?customerId=]): an opportunity on one of the caller's customers. */
export function BusinessCreatePage() {
  const { t } = useTranslation(BUSINESS_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetId = Number(params.get('customerId')) || null;
  const [form] = Form.useForm<BusinessFormValues>();
  const invalidate = useInvalidateBusiness();

  const { saving, submit } = useFormSave({
    form,
    save: (values: BusinessFormValues) =>
      callEndpoint(crmBusinessApi.businessCreate, {
        body: { customerId: values.customerId!, ...businessBodyOf(values) },
        silent: true,
      }),
    successMessage: t('form.created'),
    onSaved: async (created) => {
      await invalidate();
      navigate(businessDetailPath(created.id), { replace: true });
    },
    errors: 'form',
    conflictMessage: t('form.conflict'),
  });

  return (
    <section className="atrium-panel" data-testid="business-create" style={{ maxWidth: 960 }}>
      <h2 style={{ marginTop: 0 }}>{t('form.title')}</h2>
      <Form<BusinessFormValues>
        form={form}
        layout="vertical"
        initialValues={{ customerId: presetId ?? undefined, products: [] }}
      >
        <BusinessFormFields
          customerField={
            <Form.Item
              name="customerId"
              label={t('field.customer')}
              rules={[{ required: true, message: t('form.required', { field: t('field.customer') }) }]}
            >
              <CustomerPicker
                placeholder={t('form.customerPlaceholder')}
                data-testid="business-customer-picker"
              />
            </Form.Item>
          }
        />
        <Space>
          <Button type="primary" loading={saving} onClick={submit}>
            {t('form.submit')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('form.cancel')}</Button>
        </Space>
      </Form>
    </section>
  );
}
