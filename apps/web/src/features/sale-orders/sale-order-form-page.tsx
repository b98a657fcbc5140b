import * as api from '@atrium/contract/endpoints/sale-orders';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { CustomerPicker } from '../../resources/customers/customer-picker';
import { ReferencePicker } from '../../resources/reference-picker';
import type { EditedSaleLine } from '../../resources/sales/sale-line-tree';
import { toBody } from '../../resources/sales/sale-line-tree';
import { SaleOrderLinesEditor } from './sale-order-lines-editor';
import { detailPath } from './sale-order-list-page';
import { useCustomerRate, useRefreshSaleOrders, useSaleOrder } from './sale-order-queries';
import { SALE_ORDERS_NS } from './sale-orders-i18n';

interface HeaderValues {
  customerId?: number;
  sourceId?: number;
  warehouseId?: number;
  contactName?: string;
  contactPhone?: string;
  deliveryAddress?: string;
  remark?: string;
}

/** A saved order's lines as the editor holds them (parents by key). */
function editedLines(order: api.SaleOrderDetail): EditedSaleLine[] {
  return order.lines.map((line) => ({
    key: String(line.id),
    id: line.id,
    parentKey: line.parentLineId === null ? null : String(line.parentLineId),
    itemKind: line.itemKind,
    itemId: line.itemId,
    itemLabel: line.itemLabel,
    unit: line.unit,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountRate: line.discountRate,
    taxRate: line.taxRate,
  }));
}

/**
 * 新建销售订单 (/sale/order/create; `?edit=<id>` edits a draft): the header (customer searched on
 * the server, source, warehouse, contact, address) and the line tree, saved in ONE request. The
 * totals shown while typing use the contract's arithmetic; after saving, the detail shows the
 * server's answer.
 */
export function SaleOrderFormPage() {
  const { t } = useTranslation(SALE_ORDERS_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = Number(params.get('edit')) || null;
  const editing = useSaleOrder(editId);
  const [form] = Form.useForm<HeaderValues>();
  const customerId = Form.useWatch('customerId', form);
  const sourceId = Form.useWatch('sourceId', form);
  const rate = useCustomerRate(customerId);
  const customerRate = rate.data?.rate ?? 10_000;
  const [lines, setLines] = useState<EditedSaleLine[]>([]);
  const [linesError, setLinesError] = useState('');
  const refresh = useRefreshSaleOrders();

  // An edited draft fills the form once it is read.
  const loaded = editing.data;
  useEffect(() => {
    if (!loaded) return;
    form.setFieldsValue({
      customerId: loaded.customerId,
      sourceId: loaded.sourceId,
      warehouseId: loaded.warehouseId,
      contactName: loaded.contactName,
      contactPhone: loaded.contactPhone,
      deliveryAddress: loaded.deliveryAddress,
      remark: loaded.remark,
    });
    setLines(editedLines(loaded));
  }, [loaded, form]);
  // A customer chosen on a new order fills the contact it has and re-bases untouched lines on its rate.
  useEffect(() => {
    if (!rate.data || editId) return;
    const current = form.getFieldsValue();
    form.setFieldsValue({
      contactName: current.contactName || rate.data.contactName,
      contactPhone: current.contactPhone || rate.data.contactPhone,
      deliveryAddress: current.deliveryAddress || rate.data.address,
    });
    setLines((before) => before.map((line) => (line.id ? line : { ...line, discountRate: rate.data!.rate })));
  }, [rate.data, editId, form]);

  const save = useFormSave<HeaderValues, api.SaleOrderDetail>({
    form,
    save: async (values) => {
      setLinesError('');
      if (lines.length === 0) {
        setLinesError(t('form.linesRequired'));
        throw new Error(t('form.linesRequired'));
      }
      const missing = lines.findIndex((line) => line.itemId === null);
      if (missing >= 0) {
        setLinesError(t('form.itemRequired', { line: missing + 1 }));
        throw new Error(t('form.itemRequired', { line: missing + 1 }));
      }
      const body = {
        customerId: values.customerId!,
        sourceId: values.sourceId!,
        warehouseId: values.warehouseId!,
        contactName: values.contactName ?? '',
        contactPhone: values.contactPhone ?? '',
        deliveryAddress: values.deliveryAddress ?? '',
        remark: values.remark ?? '',
        lines: toBody(lines),
      };
      return loaded
        ? callEndpoint(api.saleOrderUpdate, {
            params: { id: loaded.id },
            body: { ...body, version: loaded.version },
          })
        : callEndpoint(api.saleOrderCreate, { body });
    },
    successMessage: (order) => t('form.saved', { documentNo: order.documentNo }),
    onSaved: async (order) => {
      await refresh();
      navigate(detailPath(order.id));
    },
  });

  if (editId && editing.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const required = [{ required: true }];
  return (
    <div data-testid="sale-order-form">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <h2 style={{ marginTop: 0 }}>
          {loaded ? t('form.editTitle', { documentNo: loaded.documentNo }) : t('form.createTitle')}
        </h2>
        <Form form={form} layout="vertical" onFinish={save.onFinish}>
          <Row gutter={16}>
            <Col xs={24} md={12} lg={8}>
              <Form.Item name="customerId" label={t('form.customer')} rules={required}>
                <CustomerPicker
                  placeholder={t('form.customerPlaceholder')}
                  data-testid="sale-order-customer"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={8}>
              <Form.Item name="sourceId" label={t('form.source')} rules={required}>
                <ReferencePicker source="saleSource" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={8}>
              <Form.Item name="warehouseId" label={t('form.warehouse')} rules={required}>
                <ReferencePicker source="warehouse" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={8}>
              <Form.Item name="contactName" label={t('form.contactName')}>
                <Input maxLength={64} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={8}>
              <Form.Item name="contactPhone" label={t('form.contactPhone')}>
                <Input maxLength={32} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={8}>
              <Form.Item name="deliveryAddress" label={t('form.deliveryAddress')}>
                <Input maxLength={300} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="remark" label={t('form.remark')}>
                <Input.TextArea maxLength={500} rows={2} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </section>
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Space style={{ marginBottom: 8 }}>
          <h3 style={{ margin: 0 }}>{t('form.lines')}</h3>
          {customerId !== undefined && (
            <Tag color="blue" data-testid="sale-order-customer-rate">
              {t('form.customerRate', { rate: `${customerRate / 100}%` })}
            </Tag>
          )}
        </Space>
        {linesError && <Alert type="error" showIcon message={linesError} style={{ marginBottom: 8 }} />}
        <SaleOrderLinesEditor
          lines={lines}
          onChange={setLines}
          customerRate={customerRate}
          sourceId={sourceId}
        />
      </section>
      <Space>
        <Button
          type="primary"
          loading={save.saving}
          onClick={() => void save.submit()}
          data-testid="sale-order-save"
        >
          {t('action.save')}
        </Button>
        <Button onClick={() => navigate(loaded ? detailPath(loaded.id) : '/sale/order/list')}>
          {t('action.back')}
        </Button>
      </Space>
    </div>
  );
}
