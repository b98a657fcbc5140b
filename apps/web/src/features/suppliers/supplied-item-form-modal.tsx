import { DIALOG_WIDTH, FORM_LABEL_SPAN, FORM_WRAPPER_SPAN } from '@atrium/contract';
import {
  LEAD_TIME_DAYS_MAX,
  SUPPLIED_ITEM_KINDS,
  SUPPLIED_ITEM_REMARK_MAX,
  type SuppliedItem,
  type SuppliedItemKind,
} from '@atrium/contract/endpoints/supplier-items';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import { useNumberRules } from '../../forms/number-rules';
import { showFieldErrors } from '../../forms/server-field-errors';
import { ApiError } from '../../platform/api/api-error';
import { showMessage } from '../../platform/feedback/feedback';
import { MoneyInput, type MoneyValue } from '../../resources/money-input';
import { moneyRule } from '../../resources/record-form-rules';
import { ReferencePicker } from '../../resources/reference-picker';
import { useSuppliedItemWrites } from './supplier-queries';
import { SUPPLIERS_NS } from './suppliers-i18n';

interface Values {
  itemKind: SuppliedItemKind;
  itemId?: number | null;
  purchasePrice?: MoneyValue;
  leadTimeDays?: number | null;
  remark?: string;
}

interface SuppliedItemFormModalProps {
  supplierId: number;
  /** The item being changed; null adds one. */
  editing: SuppliedItem | null;
  onClose(): void;
}

/** 添加 / 编辑供应商品: the product or fitting (picked from the catalogue), purchase price in yuan, lead time. */
export function SuppliedItemFormModal({ supplierId, editing, onClose }: SuppliedItemFormModalProps) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const { t: tr } = useTranslation('resources');
  const numberRules = useNumberRules();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('itemKind', form) ?? editing?.itemKind ?? 'product';
  const { save } = useSuppliedItemWrites(supplierId);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync({
        id: editing?.id ?? null,
        body: {
          itemKind: values.itemKind,
          itemId: values.itemId ?? 0,
          purchasePrice: values.purchasePrice as number,
          leadTimeDays: values.leadTimeDays ?? 0,
          remark: values.remark ?? '',
        },
      });
      showMessage('success', t('items.saved'));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!showFieldErrors(form, error)) showMessage('error', error.message);
    }
  };

  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={editing ? t('items.editTitle') : t('items.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      mask={{ closable: false }}
    >
      <Form<Values>
        form={form}
        layout="horizontal"
        labelAlign="right"
        labelCol={{ span: FORM_LABEL_SPAN }}
        wrapperCol={{ span: FORM_WRAPPER_SPAN }}
        data-testid="supplied-item-form"
        initialValues={
          editing
            ? {
                itemKind: editing.itemKind,
                itemId: editing.itemId,
                purchasePrice: editing.purchasePrice,
                leadTimeDays: editing.leadTimeDays,
                remark: editing.remark,
              }
            : { itemKind: 'product', remark: '' }
        }
      >
        <Form.Item name="itemKind" label={t('items.kind')}>
          <Radio.Group
            disabled={editing !== null}
            onChange={() => form.setFieldValue('itemId', null)}
            options={SUPPLIED_ITEM_KINDS.map((value) => ({ value, label: t(`items.kind.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="itemId"
          label={t('items.item')}
          rules={[{ required: true, message: t('items.itemRequired') }]}
        >
          <ReferencePicker
            key={kind}
            source={kind}
            valueLabel={editing?.itemLabel}
            allowClear={false}
            placeholder={t('items.itemRequired')}
            data-testid="supplied-item-picker"
          />
        </Form.Item>
        <Form.Item
          name="purchasePrice"
          label={t('items.purchasePrice')}
          rules={[
            { required: true, message: t('items.purchasePriceRequired') },
            moneyRule({ min: 0 }, t('items.purchasePrice'), tr),
          ]}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="leadTimeDays"
          label={t('items.leadTimeDays')}
          rules={[
            { required: true, message: t('items.leadTimeRequired') },
            ...numberRules(t('items.leadTimeDays'), { min: 0, max: LEAD_TIME_DAYS_MAX, integer: true }),
          ]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('items.remark')}>
          <Input maxLength={SUPPLIED_ITEM_REMARK_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
