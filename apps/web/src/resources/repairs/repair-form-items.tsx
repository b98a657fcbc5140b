import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../reference-picker';
import { REPAIRS_NS } from './repairs-i18n';

/** A typed text, or nothing when blank (a blank would be sent as '', spec §5). */
export const optionalText = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The customer picker of a new repair or pickup (the server keeps to the customers the caller may link). */
export function CustomerItem({ testId }: { testId: string }) {
  const { t } = useTranslation(REPAIRS_NS);
  return (
    <Col xs={24} md={12}>
      <Form.Item name="customerId" label={t('form.customer')} rules={[{ required: true }]}>
        <ReferencePicker source="customer" placeholder={t('form.pickCustomer')} data-testid={testId} />
      </Form.Item>
    </Col>
  );
}

/** The contact and phone, the customer's own when left empty. */
export function ContactItems() {
  const { t } = useTranslation(REPAIRS_NS);
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="contactName" label={t('form.contactName')} extra={t('form.contactHint')}>
          <Input maxLength={64} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="contactPhone" label={t('form.contactPhone')} extra={t('form.contactHint')}>
          <Input maxLength={32} />
        </Form.Item>
      </Col>
    </>
  );
}

/** What is wrong with the device, in the customer's words. */
export function FaultDescriptionItem({ testId }: { testId: string }) {
  const { t } = useTranslation(REPAIRS_NS);
  return (
    <Col xs={24}>
      <Form.Item
        name="faultDescription"
        label={t('form.faultDescription')}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input.TextArea rows={3} maxLength={1000} showCount data-testid={testId} />
      </Form.Item>
    </Col>
  );
}

/** The device's serial number: the server checks it was sold to the customer, and says so on the field. */
export function SerialNoItem({ testId, autoFocus }: { testId: string; autoFocus?: boolean }) {
  const { t } = useTranslation(REPAIRS_NS);
  return (
    <Form.Item
      name="serialNo"
      label={t('form.serialNo')}
      extra={t('form.serialHint')}
      rules={[{ required: true, whitespace: true }]}
    >
      <Input maxLength={64} autoComplete="off" autoFocus={autoFocus} data-testid={testId} />
    </Form.Item>
  );
}
