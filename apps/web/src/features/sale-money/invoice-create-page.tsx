import { INVOICE_TYPES, invoiceResource } from '@atrium/contract/resources/invoice';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormSave } from '../../forms/use-form-save';
import { showMessage } from '../../platform/feedback/feedback';
import { ReferencePicker } from '../../resources/reference-picker';
import { useResourceWrites } from '../../resources/resource-api';
import { useResourceLabels } from '../../resources/resource-labels';
import { openRows, sentRows, useMoneyOpenOrders } from './money-open-order';
import { INVOICE_PATHS } from './money-paths';
import { OpenLinesTable } from './open-lines-table';
import { SALE_MONEY_NS } from './sale-money-i18n';

type Values = Record<string, string | undefined> & { lines?: { quantity?: string | null }[] };
const TEXT_FIELDS = ['title', 'taxNumber', 'bankName', 'bankAccount', 'address', 'phone', 'remark'] as const;

/**
 * 新建发票 (/sale/invoice/create): the invoice's title and tax details, one or more orders of one
 * customer (the `saleOrder` picker), and per order line the quantity to invoice, offered with what
 * is still open (read from the server). One request saves it; the server's refusals land on their
 * cells ("第 2 行最多还能开票 …").
 */
export function InvoiceCreatePage() {
  const { t } = useTranslation(SALE_MONEY_NS);
  const navigate = useNavigate();
  const labels = useResourceLabels(invoiceResource, SALE_MONEY_NS);
  const writes = useResourceWrites(invoiceResource);
  const [form] = Form.useForm<Values>();
  const [orderIds, setOrderIds] = useState<number[]>([]);
  const [picking, setPicking] = useState<number | null>(null);
  const orders = useMoneyOpenOrders(orderIds);
  const rows = openRows(orders);
  const values = Form.useWatch([], form) ?? {};
  const plan = sentRows(rows, values, (row, quantity) => ({
    orderId: row.order.id,
    orderLineId: row.line.id,
    quantity,
  }));
  const save = useFormSave<Values>({
    form,
    errors: 'form',
    aliases: plan.aliases,
    save: (all) => {
      const { lines } = sentRows(rows, all, (row, quantity) => ({
        orderId: row.order.id,
        orderLineId: row.line.id,
        quantity,
      }));
      if (lines.length === 0) {
        showMessage('error', t('form.noLines'));
        return Promise.reject(new Error('no lines'));
      }
      const header = Object.fromEntries(TEXT_FIELDS.map((name) => [name, (all[name] ?? '').trim()]));
      return writes.create({ ...header, invoiceType: all.invoiceType, lines });
    },
    successMessage: t('form.saved'),
    onSaved: (row) => navigate(INVOICE_PATHS.detail((row as { id: number }).id)),
  });
  const addOrder = () => {
    if (picking && !orderIds.includes(picking)) setOrderIds([...orderIds, picking]);
    setPicking(null);
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ invoiceType: 'ordinary' }}
      onFinish={save.onFinish}
      data-testid="invoice-create"
    >
      <Flex vertical gap={16}>
        <Card title={t('invoiceCreate.header')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="invoiceType" label={labels.field('invoiceType')} rules={[{ required: true }]}>
                <Select
                  options={INVOICE_TYPES.map((value) => ({
                    value,
                    label: labels.enumValue(invoiceResource.fields.invoiceType, value),
                  }))}
                />
              </Form.Item>
            </Col>
            {TEXT_FIELDS.map((name) => (
              <Col xs={24} md={8} key={name}>
                <Form.Item name={name} label={labels.field(name)} rules={[{ required: name === 'title' }]}>
                  <Input maxLength={invoiceResource.fields[name].maxLength} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Card>
        <Card
          title={t('invoiceCreate.lines')}
          extra={
            <Flex gap={8} wrap>
              <div style={{ minWidth: 240 }}>
                <ReferencePicker
                  source="saleOrder"
                  value={picking ?? undefined}
                  onChange={(value) => setPicking(typeof value === 'number' ? value : null)}
                  placeholder={t('form.pickOrder')}
                  data-testid="invoice-order-picker"
                />
              </div>
              <Button onClick={addOrder} disabled={!picking} data-testid="invoice-add-order">
                {t('form.addOrder')}
              </Button>
            </Flex>
          }
        >
          <Flex vertical gap={16}>
            <Alert type="info" showIcon message={t('form.kitHint')} />
            {orderIds.length === 0 && <Alert type="warning" message={t('form.noOrder')} />}
            {orders.map(
              (order) =>
                order && (
                  <Card
                    key={order.id}
                    size="small"
                    title={`${order.documentNo} ${order.customerName}`}
                    extra={
                      <Button
                        size="small"
                        onClick={() => setOrderIds(orderIds.filter((id) => id !== order.id))}
                      >
                        {t('form.removeOrder')}
                      </Button>
                    }
                  >
                    <OpenLinesTable
                      order={order}
                      rows={rows.filter((row) => row.order.id === order.id)}
                      mode="invoice"
                    />
                  </Card>
                ),
            )}
          </Flex>
        </Card>
        <Flex gap={8} justify="end">
          <Button onClick={() => navigate(INVOICE_PATHS.list)}>{t('form.back')}</Button>
          <Button type="primary" htmlType="submit" loading={save.saving} data-testid="invoice-save">
            {t('form.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
