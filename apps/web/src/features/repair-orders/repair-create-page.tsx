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
import {
  ContactItems,
  CustomerItem,
  FaultDescriptionItem,
  optionalText,
  SerialNoItem,
} from '../../resources/repairs/repair-form-items';
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
          contactName: optionalText(values.contactName),
          contactPhone: optionalText(values.contactPhone),
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
          <CustomerItem testId="repair-customer" />
          <Col xs={24} md={12}>
            <SerialNoItem testId="repair-serial" />
          </Col>
          <FaultDescriptionItem testId="repair-fault" />
          <ContactItems />
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
