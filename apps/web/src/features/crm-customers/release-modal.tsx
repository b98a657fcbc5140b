import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { CUSTOMERS_NS } from './customers-i18n';
import { ReasonField } from './reason-field';
import { useCustomerActions } from './use-customer-actions';

export interface CustomerRef {
  id: number;
  name: string;
}

/** 放回公海: puts one customer back into the pool, with a required reason. */
export function ReleaseModal({ customer, onClose }: { customer: CustomerRef | null; onClose: () => void }) {
  const { t } = useTranslation(CUSTOMERS_NS);
  const [form] = Form.useForm<{ reason: string }>();
  const { release } = useCustomerActions();

  // The action says 已释放 and refreshes the lists.
  const { saving, onFinish: submit } = useFormSave({
    form,
    save: ({ reason }: { reason: string }) => release(customer!.id, reason.trim()),
    onSaved: onClose,
  });

  return (
    <Modal
      open={customer !== null}
      title={t('release.title', { name: customer?.name ?? '' })}
      okText={t('action.release')}
      okButtonProps={{ loading: saving, danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit} data-testid="release-form">
        <ReasonField />
      </Form>
    </Modal>
  );
}
