import { RETURN_INSPECTIONS, returnOrderResource } from '@atrium/contract/resources/return-order';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormSave } from '../../forms/use-form-save';
import { showMessage } from '../../platform/feedback/feedback';
import { ReferencePicker } from '../../resources/reference-picker';
import { useResourceWrites } from '../../resources/resource-api';
import { useResourceLabels } from '../../resources/resource-labels';
import { openRows, sentRows, useMoneyOpenOrders } from './money-open-order';
import { RETURN_PATHS } from './money-paths';
import { OpenLinesTable } from './open-lines-table';
import { SALE_MONEY_NS } from './sale-money-i18n';

type Values = {
  orderId?: number;
  warehouseId?: number | null;
  reason?: string;
  inspection?: string;
  remark?: string;
  lines?: { quantity?: string | null; serials?: string[] }[];
};

/**
 * 新建退货单 (/sale/return/create): one order (the `saleOrder` picker), per line the quantity coming
 * back (at most shipped − returned, read from the server) and, for a tracked item, which of the
 * serials still at the customer; reason, inspection result and the warehouse it goes into. Saved as
 * a draft; 收货 on its detail moves the stock and the money.
 */
export function ReturnOrderCreatePage() {
  const { t } = useTranslation(SALE_MONEY_NS);
  const navigate = useNavigate();
  const labels = useResourceLabels(returnOrderResource, SALE_MONEY_NS);
  const writes = useResourceWrites(returnOrderResource);
  const [form] = Form.useForm<Values>();
  const orderId = Form.useWatch('orderId', form);
  const orders = useMoneyOpenOrders(orderId ? [orderId] : []);
  const rows = openRows(orders);
  const values = Form.useWatch([], form) ?? {};
  const toLine = (row: (typeof rows)[number], quantity: string) => ({
    orderLineId: row.line.id,
    quantity,
    serials: (values.lines?.[row.index]?.serials ?? []).join(', '),
  });
  const plan = sentRows(rows, values, toLine);
  const save = useFormSave<Values>({
    form,
    errors: 'form',
    aliases: plan.aliases,
    save: (all) => {
      const { lines } = sentRows(rows, all, (row, quantity) => ({
        orderLineId: row.line.id,
        quantity,
        serials: (all.lines?.[row.index]?.serials ?? []).join(', '),
      }));
      if (lines.length === 0) {
        showMessage('error', t('form.noLines'));
        return Promise.reject(new Error('no lines'));
      }
      return writes.create({
        orderId: all.orderId,
        warehouseId: all.warehouseId ?? null,
        reason: (all.reason ?? '').trim(),
        inspection: all.inspection,
        remark: (all.remark ?? '').trim(),
        lines,
      });
    },
    successMessage: t('form.saved'),
    onSaved: (row) => navigate(RETURN_PATHS.detail((row as { id: number }).id)),
  });
  const order = orders[0];
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ inspection: 'qualified' }}
      onFinish={save.onFinish}
      data-testid="return-create"
    >
      <Flex vertical gap={16}>
        <Card title={t('returnCreate.header')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="orderId" label={labels.field('orderId')} rules={[{ required: true }]}>
                <ReferencePicker
                  source="saleOrder"
                  placeholder={t('form.pickOrder')}
                  data-testid="return-order-picker"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="warehouseId"
                label={labels.field('warehouseId')}
                extra={t('returnCreate.warehouseHint')}
              >
                <ReferencePicker source="warehouse" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="inspection" label={labels.field('inspection')} rules={[{ required: true }]}>
                <Select
                  options={RETURN_INSPECTIONS.map((value) => ({
                    value,
                    label: labels.enumValue(returnOrderResource.fields.inspection, value),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="reason" label={labels.field('reason')} rules={[{ required: true }]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="remark" label={labels.field('remark')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('returnCreate.lines')}>
          <Flex vertical gap={16}>
            <Alert type="info" showIcon message={t('form.kitHint')} />
            {order ? (
              <OpenLinesTable order={order} rows={rows} mode="return" />
            ) : (
              <Alert type="warning" message={t('form.noOrder')} />
            )}
          </Flex>
        </Card>
        <Flex gap={8} justify="end">
          <Button onClick={() => navigate(RETURN_PATHS.list)}>{t('form.back')}</Button>
          <Button type="primary" htmlType="submit" loading={save.saving} data-testid="return-save">
            {t('form.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
