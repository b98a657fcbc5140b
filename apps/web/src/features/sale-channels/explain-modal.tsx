import { type ReconciliationRow, reconciliationExplain } from '@atrium/contract/endpoints/sale-channels';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../forms/server-field-errors';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';

/** 说明差异: a note on a difference, and whether it is explained (kept when reconciled again). */
export function ExplainModal({
  row,
  onClose,
  onSaved,
}: {
  row: ReconciliationRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(SALE_CHANNELS_NS);
  const [form] = Form.useForm<{ explained: boolean; note: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async (values: { explained: boolean; note: string }) => {
    if (!row) return;
    setBusy(true);
    try {
      await callEndpoint(reconciliationExplain, { params: { id: row.id }, body: values });
      onSaved();
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={row !== null}
      title={t('report.explainTitle', { orderNo: row?.extOrderNo ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      {row && (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ explained: true, note: row.note }}
          data-testid="explain-form"
        >
          <Form.Item name="note" label={t('report.explainNote')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="explained" valuePropName="checked">
            <Checkbox>{t('report.explainCheck')}</Checkbox>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
