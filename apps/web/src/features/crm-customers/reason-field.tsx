import { crmCustomersApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_NS } from './customers-i18n';

/** The required reason of a put-back or a transfer (recorded on the customer's timeline). */
export function ReasonField() {
  const { t } = useTranslation(CUSTOMERS_NS);
  return (
    <Form.Item
      name="reason"
      label={t('reason.label')}
      rules={[{ required: true, whitespace: true, message: t('reason.required') }]}
    >
      <Input.TextArea
        rows={3}
        maxLength={crmCustomersApi.CUSTOMER_REASON_MAX}
        showCount
        placeholder={t('reason.placeholder')}
      />
    </Form.Item>
  );
}
