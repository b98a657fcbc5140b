import { crmBusinessApi as api, type BodyOf, type BusinessRow } from '@atrium/contract';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberRules } from '../../forms/number-rules';
import { formatCents, yuanToCents } from '../../platform/format/money';
import { type FormProductLine, formTotalCents, productLinesOf } from './business-amounts';
import { BUSINESS_NS } from './business-i18n';
import { ProductLinesField } from './product-lines-field';

export interface BusinessFormValues {
  customerId?: number;
  name?: string;
  stage?: BusinessRow['stage'];
  expectedCloseDate?: Dayjs | null;
  /** Yuan, used when there are no product lines. */
  amount?: number | null;
  remark?: string;
  products?: FormProductLine[];
}

type EditableBody = Omit<BodyOf<typeof api.businessUpdate>, 'version'>;

/** The form's values as the create/update body (money in cents). */
export function businessBodyOf(values: BusinessFormValues): EditableBody {
  return {
    name: (values.name ?? '').trim(),
    stage: values.stage ?? 'contact',
    expectedCloseDate: values.expectedCloseDate ? values.expectedCloseDate.format('YYYY-MM-DD') : null,
    amountCents: yuanToCents(values.amount),
    remark: values.remark ?? '',
    products: productLinesOf(values.products),
  };
}

/** A saved opportunity as form values (for editing). */
export function businessFormValuesOf(
  detail: BusinessRow & { products: { productName: string; quantity: number; unitPriceCents: number }[] },
): BusinessFormValues {
  return {
    name: detail.name,
    stage: detail.stage,
    expectedCloseDate: detail.expectedCloseDate ? dayjs(detail.expectedCloseDate) : null,
    amount: detail.amountCents / 100,
    remark: detail.remark,
    products: detail.products.map((line) => ({
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPriceCents / 100,
    })),
  };
}

/** The fields of an opportunity (create and edit); `customerField` goes first when creating. */
export function BusinessFormFields({ customerField }: { customerField?: ReactNode }) {
  const { t } = useTranslation(BUSINESS_NS);
  const numberRules = useNumberRules();
  const form = Form.useFormInstance<BusinessFormValues>();
  const lines = Form.useWatch('products', form);
  const amount = Form.useWatch('amount', form);
  const hasLines = (lines?.length ?? 0) > 0;
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('form.required', { field }) },
  ];
  return (
    <>
      {customerField}
      <Form.Item name="name" label={t('field.name')} rules={required(t('field.name'))}>
        <Input maxLength={api.BUSINESS_NAME_MAX} placeholder={t('form.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="stage" label={t('field.stage')} initialValue="contact">
        <Select options={api.BUSINESS_STAGES.map((value) => ({ value, label: t(`stage.${value}`) }))} />
      </Form.Item>
      <Form.Item name="expectedCloseDate" label={t('field.expectedCloseDate')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('field.amount')}
        extra={hasLines ? t('form.amountFromLines') : undefined}
        hidden={hasLines}
        // Hidden while lines make the amount: its rules wait until it is the amount again.
        rules={hasLines ? [] : numberRules(t('field.amount'), { min: 0, max: 10_000_000_000, decimals: 2 })}
      >
        <InputNumber prefix="¥" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('field.products')}>
        <ProductLinesField />
      </Form.Item>
      <div className="atrium-business-lines-total" data-testid="business-form-total">
        <span>{t('form.total')}</span>
        <strong>{formatCents(formTotalCents(lines, amount))}</strong>
      </div>
      <Form.Item name="remark" label={t('field.remark')}>
        <Input.TextArea rows={3} maxLength={api.BUSINESS_REASON_MAX} showCount />
      </Form.Item>
    </>
  );
}
