import { crmCluesApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { showFieldErrors } from '../../resources/form-errors';
import { CluePoolFields, type PoolFormValues } from './clue-pool-fields';
import { CLUES_NS } from './clues-i18n';

/** 新增线索池: name, mode and members; the server's refusals (a taken name) land on the fields. */
export function CluePoolCreateModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation(CLUES_NS);
  const [form] = Form.useForm<PoolFormValues>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: PoolFormValues) => {
    setSaving(true);
    try {
      await callEndpoint(crmCluesApi.cluePoolCreate, {
        body: { ...values, memberUserIds: values.memberUserIds ?? [] },
      });
      showMessage('success', t('pool.created'));
      form.resetFields();
      onCreated();
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('pool.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<PoolFormValues>
        form={form}
        layout="vertical"
        initialValues={{ allocationMode: 'round_robin', memberUserIds: [] }}
        onFinish={submit}
      >
        <CluePoolFields />
      </Form>
    </Modal>
  );
}
