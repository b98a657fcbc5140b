import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNumberRules } from '../../forms/number-rules';
import { formatCents } from '../../platform/format/money';
import { type FormProductLine, formLineCents } from './business-amounts';
import { BUSINESS_NS } from './business-i18n';

/** The form's product lines as table rows: name, quantity, unit price (yuan) and the computed line amount. */
export function ProductLinesField() {
  const { t } = useTranslation(BUSINESS_NS);
  const numberRules = useNumberRules();
  const form = Form.useFormInstance();
  const lines = Form.useWatch<FormProductLine[] | undefined>('products', form);
  return (
    <Form.List name="products">
      {(fields, { add, remove }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            locale={{ emptyText: t('product.empty') }}
            columns={[
              {
                title: t('product.name'),
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'productName']}
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: t('form.required', { field: t('product.name') }),
                      },
                    ]}
                    style={{ marginBottom: 0 }}
                  >
                    <Input maxLength={100} />
                  </Form.Item>
                ),
              },
              {
                title: t('product.quantity'),
                width: 130,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'quantity']}
                    rules={[
                      { required: true, message: t('form.required', { field: t('product.quantity') }) },
                      ...numberRules(t('product.quantity'), { min: 1, max: 1_000_000, integer: true }),
                    ]}
                    style={{ marginBottom: 0 }}
                  >
                    <InputNumber style={{ width: '100%' }} />
                  </Form.Item>
                ),
              },
              {
                title: t('product.unitPrice'),
                width: 170,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'unitPrice']}
                    rules={[
                      { required: true, message: t('form.required', { field: t('product.unitPrice') }) },
                      ...numberRules(t('product.unitPrice'), { min: 0, max: 100_000_000, decimals: 2 }),
                    ]}
                    style={{ marginBottom: 0 }}
                  >
                    <InputNumber style={{ width: '100%' }} />
                  </Form.Item>
                ),
              },
              {
                title: t('product.lineAmount'),
                width: 160,
                align: 'right',
                render: (_, field) => formatCents(formLineCents(lines?.[field.name])),
              },
              {
                width: 60,
                render: (_, field) => (
                  <Button
                    type="text"
                    danger
                    aria-label={t('product.remove')}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            onClick={() => add({ quantity: 1, unitPrice: 0 })}
          >
            {t('product.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
