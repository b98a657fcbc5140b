import { type RepairDetail, repairShipBack } from '@atrium/contract/endpoints/repair-orders';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useRefreshRepairs } from '../../resources/repairs/repair-queries';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';

type Values = { carrier?: string; trackingNo?: string };

/** 寄回: the carrier and tracking number the device goes back to the customer with. */
export function ShipBackForm({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation(REPAIRS_NS);
  const refresh = useRefreshRepairs();
  const [form] = Form.useForm<Values>();
  const save = useFormSave<Values>({
    form,
    errors: 'form',
    save: (values) =>
      callEndpoint(repairShipBack, {
        params: { id: repair.id },
        body: {
          version: repair.version,
          carrier: (values.carrier ?? '').trim(),
          trackingNo: (values.trackingNo ?? '').trim(),
        },
        silent: true,
      }),
    successMessage: t('manage.shippedBack'),
    onSaved: refresh,
  });
  return (
    <Form<Values> form={form} layout="vertical" onFinish={save.onFinish} data-testid="repair-ship-back">
      <Flex gap={8} align="end" wrap>
        <Form.Item
          name="carrier"
          label={t('form.carrier')}
          rules={[{ required: true, whitespace: true }]}
          style={{ flex: '1 1 160px', marginBottom: 0 }}
        >
          <Input maxLength={64} data-testid="ship-carrier" />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={t('form.trackingNo')}
          rules={[{ required: true, whitespace: true }]}
          style={{ flex: '1 1 200px', marginBottom: 0 }}
        >
          <Input maxLength={64} data-testid="ship-tracking" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.saving} data-testid="ship-save">
          {t('transition.shipBack')}
        </Button>
      </Flex>
    </Form>
  );
}
