import { crmCustomersApi, isValidPhone, normalizePhone } from '@atrium/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { MobileFrame } from '../../resources/mobile/mobile-frame';
import { useDictOptions } from '../../resources/use-dict-options';
import { MobileBackButton } from './mobile-back-button';
import { WECOM_MOBILE_NS } from './wecom-mobile-i18n';

interface Values {
  name: string;
  phone: string;
  level?: string;
  address?: string;
  remark?: string;
  contactName?: string;
  contactPhone?: string;
  contactRole?: string;
}

/** /weCom-mobile-create: a new customer owned by the signed-in user, then its detail page. */
export function WeComMobileCreatePage() {
  const { t } = useTranslation(WECOM_MOBILE_NS);
  return (
    <MobileFrame title={t('create.title')} start={<MobileBackButton />}>
      <CreateForm />
    </MobileFrame>
  );
}

function CreateForm() {
  const { t } = useTranslation(WECOM_MOBILE_NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const levels = useDictOptions('customerLevel');
  // The spec's phone rule (variant 2), checked here for a quick answer; the server checks it again.
  const phoneRule = (required: boolean) => ({
    validator: (_: unknown, value: string | undefined) => {
      const phone = normalizePhone(value ?? '');
      if (phone === '')
        return required ? Promise.reject(new Error(t('create.phoneRequired'))) : Promise.resolve();
      return isValidPhone(phone, 2) ? Promise.resolve() : Promise.reject(new Error(t('create.phoneInvalid')));
    },
  });

  const { saving, onFinish: submit } = useFormSave({
    form,
    save: (values: Values) => {
      const contactName = values.contactName?.trim() ?? '';
      return callEndpoint(crmCustomersApi.customerCreate, {
        body: {
          name: values.name,
          phone: values.phone,
          level: values.level ?? '',
          address: values.address ?? '',
          remark: values.remark ?? '',
          contacts: contactName
            ? [{ name: contactName, phone: values.contactPhone ?? '', role: values.contactRole ?? '' }]
            : [],
          source: '',
          stage: '',
          toPool: false,
        },
        silent: true,
      });
    },
    successMessage: t('create.done'),
    onSaved: (created) => navigate(`/weCom-mobile-detail/${created.id}`, { replace: true }),
    errors: 'form',
    fieldErrorsMessage: null,
    // The form shows the first contact as two fields of its own.
    aliases: { 'contacts.0.name': 'contactName', 'contacts.0.phone': 'contactPhone' },
  });

  return (
    <Form<Values> form={form} layout="vertical" size="large" onFinish={submit} requiredMark>
      <section className="wecom-mobile-section">
        <Form.Item
          name="name"
          label={t('field.name')}
          rules={[{ required: true, whitespace: true, message: t('create.nameRequired') }]}
        >
          <Input maxLength={100} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="phone" label={t('field.phone')} required rules={[phoneRule(true)]}>
          <Input inputMode="tel" maxLength={32} autoComplete="tel" />
        </Form.Item>
        <Form.Item name="level" label={t('field.level')}>
          <Select options={levels} allowClear />
        </Form.Item>
        <Form.Item name="address" label={t('field.address')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </section>
      <section className="wecom-mobile-section">
        <h2>{t('create.contact')}</h2>
        <Form.Item name="contactName" label={t('field.contactName')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('field.contactPhone')} rules={[phoneRule(false)]}>
          <Input inputMode="tel" maxLength={32} />
        </Form.Item>
        <Form.Item name="contactRole" label={t('field.contactRole')}>
          <Input maxLength={32} />
        </Form.Item>
      </section>
      <Button type="primary" htmlType="submit" block size="large" loading={saving}>
        {t('create.submit')}
      </Button>
    </Form>
  );
}
