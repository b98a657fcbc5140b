import { repairCreate } from '@atrium/contract/endpoints/repair-orders';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { compact } from '../../forms/convert/read-value';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { ReferencePicker } from '../../resources/reference-picker';
import { REPAIR_PATHS } from '../../resources/repairs/repair-paths';
import { useRefreshRepairs } from '../../resources/repairs/repair-queries';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';

type Values = {
  customerId?: number;
  serialNo?: string;
  faultDescription?: string;
  contactName?: string;
  contactPhone?: string;
};

const optional = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/**
 * 新建维修单 (/workorder/repair/create): the customer, the serial of their device (the server
 * checks it was sold to them and is not in repair already, on the field), the fault and, opened
 * from a work order (`?workOrderId=`), that work order. Opens the new repair's detail.
 */
export function RepairCreatePage() {
  const { t } = useTranslation(REPAIRS_NS);
  const navigate = useNavigate();
  const refresh = useRefreshRepairs();
  const [search] = useSearchParams();
  const workOrderId = Number(search.get('workOrderId')) || undefined;
  const [form] = Form.useForm<Values>();
  const save = useFormSave<Values>({
    form,
    errors: 'form',
    save: (values) =>
      callEndpoint(repairCreate, {
        body: compact({
          customerId: values.customerId!,
          serialNo: (values.serialNo ?? '').trim(),
          faultDescription: (values.faultDescription ?? '').trim(),
          contactName: optional(values.contactName),
          contactPhone: optional(values.contactPhone),
          workOrderId,
        }),
        silent: true,
      }),
    successMessage: t('form.saved'),
    onSaved: async (repair) => {
      await refresh();
      navigate(REPAIR_PATHS.detail((repair as { id: number }).id));
    },
  });
  return (
    <Form<Values> form={form} layout="vertical" onFinish={save.onFinish} data-testid="repair-create">
      <Card title={t('create.repairTitle')}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="customerId" label={t('form.customer')} rules={[{ required: true }]}>
              <ReferencePicker
                source="customer"
                placeholder={t('form.pickCustomer')}
                data-testid="repair-customer"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="serialNo"
              label={t('form.serialNo')}
              extra={t('form.serialHint')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={64} autoComplete="off" data-testid="repair-serial" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="faultDescription"
              label={t('form.faultDescription')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input.TextArea rows={3} maxLength={1000} showCount data-testid="repair-fault" />
            </Form.Item>
          </Col>
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
          {workOrderId && (
            <Col xs={24} md={12}>
              <Form.Item label={t('form.workOrder')} htmlFor="repair-work-order">
                <Input id="repair-work-order" value={String(workOrderId)} disabled />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Flex gap={8} justify="end">
          <Button onClick={() => navigate(REPAIR_PATHS.list)}>{t('action.back')}</Button>
          <Button type="primary" htmlType="submit" loading={save.saving} data-testid="repair-save">
            {t('action.save')}
          </Button>
        </Flex>
      </Card>
    </Form>
  );
}
