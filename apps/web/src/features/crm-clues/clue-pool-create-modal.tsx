import { crmCluesApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
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
  const { saving, onFinish } = useFormSave<PoolFormValues>({
    form,
    save: (values) =>
      callEndpoint(crmCluesApi.cluePoolCreate, {
        body: { ...values, memberUserIds: values.memberUserIds ?? [] },
      }),
    successMessage: t('pool.created'),
    onSaved: () => {
      form.resetFields();
      onCreated();
    },
  });
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
        onFinish={onFinish}
      >
        <CluePoolFields />
      </Form>
    </Modal>
  );
}
