import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../resources/money-input';
import { ReferencePicker } from '../../resources/reference-picker';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';

interface FittingLinesFieldProps {
  /** The form's list field (`lines`, `fittings`). */
  name: string;
  max: number;
  /** A kept line's fitting label (the picker shows it without a lookup). */
  labelOf(index: number): string | null;
  /** With a unit price per line (a quote), empty meaning the fitting's own price. */
  priced?: boolean;
  /** Prefix of the cells' test ids (`diagnosis` → `diagnosis-fitting-0`). */
  testId?: string;
}

/**
 * Fittings as lines: a fitting picker and a quantity (and, for a quote, a price) per line, a
 * labelled remove button, and 添加配件 — every cell reached with Tab, Enter submitting the form.
 */
export function FittingLinesField({ name, max, labelOf, priced, testId }: FittingLinesFieldProps) {
  const { t } = useTranslation(REPAIRS_NS);
  const id = (cell: string, index: number) => (testId ? `${testId}-${cell}-${index}` : undefined);
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Flex vertical>
          {fields.map((field, index) => (
            <Row gutter={8} key={field.key} align="top" data-testid={id('line', index)}>
              <Col xs={24} md={priced ? 10 : 14}>
                <Form.Item
                  name={[field.name, 'fittingId']}
                  label={`${t('column.fitting')} ${index + 1}`}
                  rules={[{ required: true }]}
                >
                  <ReferencePicker
                    source="fitting"
                    placeholder={t('manage.pickFitting')}
                    valueLabel={labelOf(field.name)}
                    data-testid={id('fitting', index)}
                  />
                </Form.Item>
              </Col>
              <Col xs={priced ? 8 : 20} md={priced ? 5 : 8}>
                <Form.Item
                  name={[field.name, 'quantity']}
                  label={t('column.quantity')}
                  rules={[{ required: true, whitespace: true }]}
                >
                  <Input inputMode="decimal" data-testid={id('quantity', index)} />
                </Form.Item>
              </Col>
              {priced && (
                <Col xs={12} md={7}>
                  <Form.Item name={[field.name, 'unitPrice']} label={t('column.unitPrice')}>
                    <MoneyInput placeholder={t('manage.pricePlaceholder')} data-testid={id('price', index)} />
                  </Form.Item>
                </Col>
              )}
              <Col xs={4} md={2}>
                <Form.Item label=" " colon={false}>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('manage.removeLine', { index: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= max}
            onClick={() => add({ quantity: '1' })}
            style={{ marginBottom: 16 }}
            data-testid={testId && `${testId}-add-line`}
          >
            {t('manage.addLine')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
