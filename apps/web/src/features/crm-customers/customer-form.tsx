import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { crmCustomersApi, isValidPhone, normalizePhone } from '@atrium/contract';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import type { Rule } from 'antd/es/form';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '../../resources/use-dict-options';
import { CUSTOMER_DICT_TYPES } from './customer-filter-resource';
import { CUSTOMERS_NS } from './customers-i18n';

export interface CustomerFormValues {
  name: string;
  phone?: string;
  source?: string;
  level?: string;
  stage?: string;
  address?: string;
  remark?: string;
  contacts?: { name: string; phone?: string; role?: string }[];
}

/** The create/edit body from the form (empty optional fields as ''). */
export function customerBody(values: CustomerFormValues) {
  return {
    name: values.name.trim(),
    phone: values.phone ?? '',
    source: values.source ?? '',
    level: values.level ?? '',
    stage: values.stage ?? '',
    address: values.address ?? '',
    remark: values.remark ?? '',
    contacts: (values.contacts ?? []).map((contact) => ({
      name: contact.name.trim(),
      phone: contact.phone ?? '',
      role: contact.role ?? '',
    })),
  };
}

/** Moves focus to the next field on Enter (not in a text area or an open list). */
function focusNext(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (target.tagName !== 'INPUT' || target.closest('.ant-select')) return;
  const fields = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea'),
  );
  const next = fields[fields.indexOf(target) + 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * The customer form's fields, for the new customer screen and the edit dialog: profile, then the
 * contacts as rows. Keyboard: Enter goes to the next field, Ctrl+Enter saves, Alt+N adds a
 * contact. Phones are checked as the server does (spec §5 variant 2) and stored normalized.
 */
export function CustomerFormFields({
  form,
  extra,
}: {
  form: FormInstance<CustomerFormValues>;
  /** More controls after the profile (the create screen's 直接放入公海). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation(CUSTOMERS_NS);
  const { t: tc } = useTranslation('common');
  const levels = useDictOptions(CUSTOMER_DICT_TYPES.customerLevel);
  const stages = useDictOptions(CUSTOMER_DICT_TYPES.customerStage);
  const sources = useDictOptions(CUSTOMER_DICT_TYPES.customerSource);
  const phoneRule: Rule = {
    validator: async (_rule, value: unknown) => {
      const typed = typeof value === 'string' ? value : '';
      if (!isValidPhone(normalizePhone(typed), 2)) throw new Error(tc('validation.phone'));
    },
  };
  const input = (key: 'field.phone' | 'field.address' | 'field.name') => t('form.input', { label: t(key) });
  const select = (key: 'field.level' | 'field.stage' | 'field.source') => ({
    allowClear: true,
    showSearch: true,
    optionFilterProp: 'label',
    placeholder: t('form.select', { label: t(key) }),
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard shortcuts of the fields inside
    <div
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          form.submit();
        } else if (event.key === 'Enter') focusNext(event);
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={t('field.name')}
            rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}
          >
            <Input
              autoFocus
              maxLength={crmCustomersApi.CUSTOMER_NAME_MAX}
              placeholder={input('field.name')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('field.phone')} rules={[phoneRule]} validateTrigger="onBlur">
            <Input maxLength={32} placeholder={input('field.phone')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="level" label={t('field.level')}>
            <Select {...select('field.level')} options={levels} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="stage" label={t('field.stage')}>
            <Select {...select('field.stage')} options={stages} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="source" label={t('field.source')}>
            <Select {...select('field.source')} options={sources} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label={t('field.address')}>
            <Input maxLength={200} placeholder={input('field.address')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="remark" label={t('field.remark')}>
            <Input.TextArea rows={2} maxLength={crmCustomersApi.CUSTOMER_REASON_MAX} showCount />
          </Form.Item>
        </Col>
      </Row>
      {extra}
      <ContactRows phoneRule={phoneRule} />
    </div>
  );
}

function ContactRows({ phoneRule }: { phoneRule: Rule }) {
  const { t } = useTranslation(CUSTOMERS_NS);
  return (
    <Form.List name="contacts">
      {(rows, { add, remove }) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: Alt+N adds a row from any field
        <div
          data-testid="customer-contacts"
          onKeyDown={(event) => {
            if (event.altKey && event.key.toLowerCase() === 'n') {
              event.preventDefault();
              add({ name: '', phone: '', role: '' });
            }
          }}
        >
          <div style={{ marginBottom: 8 }}>{t('field.contacts')}</div>
          {rows.length === 0 && (
            <p style={{ color: 'var(--atrium-text-tertiary)' }}>{t('form.noContacts')}</p>
          )}
          {rows.map((row, index) => (
            <Row gutter={8} key={row.key} align="top">
              <Col xs={24} md={8}>
                <Form.Item
                  name={[row.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: t('form.contactNameRequired') }]}
                >
                  <Input
                    autoFocus={index === rows.length - 1 && index > 0}
                    maxLength={64}
                    placeholder={t('form.contactName')}
                    aria-label={`${t('form.contactName')} ${index + 1}`}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={[row.name, 'phone']} rules={[phoneRule]} validateTrigger="onBlur">
                  <Input
                    maxLength={32}
                    placeholder={t('form.contactPhone')}
                    aria-label={`${t('form.contactPhone')} ${index + 1}`}
                  />
                </Form.Item>
              </Col>
              <Col xs={20} md={6}>
                <Form.Item name={[row.name, 'role']}>
                  <Input
                    maxLength={32}
                    placeholder={t('form.contactRole')}
                    aria-label={`${t('form.contactRole')} ${index + 1}`}
                  />
                </Form.Item>
              </Col>
              <Col xs={4} md={2}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('form.removeContact')}
                  onClick={() => remove(row.name)}
                />
              </Col>
            </Row>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ name: '', phone: '', role: '' })}
          >
            {t('form.addContact')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
