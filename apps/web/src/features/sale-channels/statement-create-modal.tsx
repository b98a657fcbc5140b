import { type StatementRow, statementCreate } from '@atrium/contract/endpoints/sale-channels';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../forms/server-field-errors';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { ReferencePicker } from '../../resources/reference-picker';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';

interface Values {
  sourceId: number;
  name: string;
  period: [Dayjs, Dayjs];
}

/** 新建账单: a source's statement for a period; its rows come from the platform's file next. */
export function StatementCreateModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (statement: StatementRow) => void;
}) {
  const { t } = useTranslation(SALE_CHANNELS_NS);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const created = await callEndpoint(statementCreate, {
        body: {
          sourceId: values.sourceId,
          name: values.name,
          periodFrom: values.period[0].format('YYYY-MM-DD'),
          periodTo: values.period[1].format('YYYY-MM-DD'),
        },
      });
      form.resetFields();
      onCreated(created);
    } catch (error) {
      showFieldErrors(form, error, { aliases: { periodFrom: 'period', periodTo: 'period' } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('bill.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="statement-form">
        <Form.Item name="sourceId" label={t('bill.source')} rules={[{ required: true }]}>
          <ReferencePicker source="saleSource" />
        </Form.Item>
        <Form.Item name="name" label={t('bill.name')} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="period" label={t('bill.period')} rules={[{ required: true }]}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
