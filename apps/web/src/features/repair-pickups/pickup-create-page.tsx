import { PICKUP_ARRIVALS, type PickupArrival, pickupCreate } from '@atrium/contract/endpoints/repair-pickups';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { compact } from '../../forms/convert/read-value';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import {
  ContactItems,
  CustomerItem,
  FaultDescriptionItem,
  optionalText,
} from '../../resources/repairs/repair-form-items';
import { PICKUP_PATHS } from '../../resources/repairs/repair-paths';
import { useRefreshRepairs } from '../../resources/repairs/repair-queries';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';

type Values = {
  customerId?: number;
  contactName?: string;
  contactPhone?: string;
  arrival: PickupArrival;
  address?: string;
  window?: [Dayjs | null, Dayjs | null] | null;
  carrier?: string;
  trackingNo?: string;
  faultDescription?: string;
  remark?: string;
};

/** The create body: empty texts left out, not sent blank (the customer's contact is the server's default). */
export function pickupBody(values: Values) {
  const [start, end] = values.window ?? [null, null];
  return compact({
    customerId: values.customerId!,
    arrival: values.arrival,
    contactName: optionalText(values.contactName),
    contactPhone: optionalText(values.contactPhone),
    address: optionalText(values.address),
    windowStart: start ? start.toISOString() : undefined,
    windowEnd: end ? end.toISOString() : undefined,
    carrier: optionalText(values.carrier),
    trackingNo: optionalText(values.trackingNo),
    faultDescription: (values.faultDescription ?? '').trim(),
    remark: optionalText(values.remark),
  });
}

/**
 * 新建取件单 (/workorder/collect/create): the customer and contact, how the device comes in — sent
 * in by the customer, or a courier pickup at an address within a time window — the carrier and
 * tracking number when known, and the fault. Opens the new pickup's detail.
 */
export function PickupCreatePage() {
  const { t } = useTranslation(REPAIRS_NS);
  const navigate = useNavigate();
  const refresh = useRefreshRepairs();
  const [form] = Form.useForm<Values>();
  const arrival = Form.useWatch('arrival', form) ?? 'sendIn';
  const save = useFormSave<Values>({
    form,
    errors: 'form',
    aliases: { windowStart: 'window', windowEnd: 'window' },
    save: (values) => callEndpoint(pickupCreate, { body: pickupBody(values), silent: true }),
    successMessage: t('form.saved'),
    onSaved: async (pickup) => {
      await refresh();
      navigate(PICKUP_PATHS.detail((pickup as { id: number }).id));
    },
  });
  const courier = arrival === 'courier';
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ arrival: 'sendIn' }}
      onFinish={save.onFinish}
      data-testid="pickup-create"
    >
      <Card title={t('create.pickupTitle')}>
        <Row gutter={16}>
          <CustomerItem testId="pickup-customer" />
          <Col xs={24} md={12}>
            <Form.Item name="arrival" label={t('form.arrival')}>
              <Radio.Group
                optionType="button"
                options={PICKUP_ARRIVALS.map((value) => ({ value, label: t(`arrival.${value}`) }))}
                data-testid="pickup-arrival"
              />
            </Form.Item>
          </Col>
          <ContactItems />
          {courier && (
            <>
              <Col xs={24} md={12}>
                <Form.Item
                  name="address"
                  label={t('form.address')}
                  rules={[{ required: true, whitespace: true }]}
                >
                  <Input maxLength={300} data-testid="pickup-address" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="window" label={t('form.window')}>
                  <DatePicker.RangePicker
                    showTime={{ format: 'HH:mm' }}
                    format="YYYY-MM-DD HH:mm"
                    allowEmpty={[true, true]}
                    placeholder={[t('form.windowStart'), t('form.windowEnd')]}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="carrier" label={t('form.carrier')}>
              <Input maxLength={64} data-testid="pickup-carrier" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="trackingNo" label={t('form.trackingNo')}>
              <Input maxLength={64} data-testid="pickup-tracking" />
            </Form.Item>
          </Col>
          <FaultDescriptionItem testId="pickup-fault" />
          <Col xs={24}>
            <Form.Item name="remark" label={t('form.remark')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={8} justify="end">
          <Button onClick={() => navigate(PICKUP_PATHS.list)}>{t('action.back')}</Button>
          <Button type="primary" htmlType="submit" loading={save.saving} data-testid="pickup-save">
            {t('action.save')}
          </Button>
        </Flex>
      </Card>
    </Form>
  );
}
