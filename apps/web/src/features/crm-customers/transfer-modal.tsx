import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { useOwnerOptions } from './customer-queries';
import { CUSTOMERS_NS } from './customers-i18n';
import { ReasonField } from './reason-field';
import type { CustomerRef } from './release-modal';
import { useCustomerActions } from './use-customer-actions';

interface TransferValues {
  toUserId: number;
  reason: string;
}

/** 转移 / 批量转移: gives one or several customers to another member, with a required reason. */
export function TransferModal({
  customers,
  onClose,
  onDone,
}: {
  customers: CustomerRef[] | null;
  onClose: () => void;
  /** After a transfer went through (e.g. to clear the list's selection). */
  onDone?: () => void;
}) {
  const { t } = useTranslation(CUSTOMERS_NS);
  const [form] = Form.useForm<TransferValues>();
  const open = customers !== null && customers.length > 0;
  const options = useOwnerOptions(open);
  const { transfer } = useCustomerActions();

  // The action says 已转移 and refreshes the lists.
  const { saving, onFinish: submit } = useFormSave({
    form,
    save: ({ toUserId, reason }: TransferValues) =>
      transfer(
        customers!.map(({ id }) => id),
        toUserId,
        reason.trim(),
      ),
    onSaved: () => {
      onDone?.();
      onClose();
    },
  });

  const title =
    customers && customers.length > 1
      ? t('transfer.bulkTitle', { count: customers.length })
      : t('transfer.title', { name: customers?.[0]?.name ?? '' });
  return (
    <Modal
      open={open}
      title={title}
      okText={t('action.transfer')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit} data-testid="transfer-form">
        <Form.Item
          name="toUserId"
          label={t('transfer.to')}
          rules={[{ required: true, message: t('transfer.toRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={options.isPending}
            placeholder={t('transfer.toPlaceholder')}
            options={(options.data ?? []).map((option) => ({
              value: option.userId,
              label: option.departmentName ? `${option.name}（${option.departmentName}）` : option.name,
            }))}
          />
        </Form.Item>
        <ReasonField />
      </Form>
    </Modal>
  );
}
