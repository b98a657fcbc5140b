import * as api from '@atrium/contract/endpoints/workorder-settings';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { useNumberRules } from '../../forms/number-rules';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { NameCodeFields } from './name-code-fields';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';
import { useInvalidateWorkOrderSettings } from './workorder-settings-queries';

type Row = api.WorkOrderPriorityRow;

interface Values {
  name: string;
  code: string;
  color: string;
  sort: number | null;
  isDefault: boolean;
}

/** A colour as the browser's picker gives it and the server keeps it: #rrggbb. */
function ColorInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <input
        type="color"
        aria-label={t('priority.color')}
        value={value && api.PRIORITY_COLOR_PATTERN.test(value) ? value : '#1677ff'}
        onChange={(event) => onChange?.(event.target.value)}
        style={{ width: 40, height: 32, padding: 0, border: 0, background: 'none' }}
      />
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        maxLength={7}
        style={{ width: 120 }}
      />
    </span>
  );
}

/** 新增 / 编辑优先级: `editing` null adds, a row edits, undefined is closed. Enter submits. */
export function PriorityFormModal({
  editing,
  onClose,
}: {
  editing: Row | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const numberRules = useNumberRules();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidateWorkOrderSettings();
  const { saving, onFinish } = useFormSave<Values>({
    form,
    save: (values) => {
      const body = {
        ...values,
        color: values.color.toLowerCase(),
        sort: values.sort ?? 0,
        isDefault: !!values.isDefault,
      };
      return editing
        ? callEndpoint(api.workOrderPriorityUpdate, {
            params: { id: editing.id },
            body: { ...body, version: editing.version },
            silent: true,
          })
        : callEndpoint(api.workOrderPriorityCreate, { body, silent: true });
    },
    successMessage: t('common.saved'),
    onSaved: async () => {
      await invalidate();
      onClose();
    },
    errors: 'form',
    conflictMessage: t('common.conflict'),
  });

  return (
    <Modal
      open={editing !== undefined}
      title={editing ? t('priority.editTitle') : t('priority.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={onFinish}
        initialValues={
          editing
            ? {
                name: editing.name,
                code: editing.code,
                color: editing.color,
                sort: editing.sort,
                isDefault: editing.isDefault,
              }
            : { color: '#1677ff', sort: 0, isDefault: false }
        }
        data-testid="priority-form"
      >
        <NameCodeFields onEnter={() => form.submit()} />
        <Form.Item
          name="color"
          label={t('priority.color')}
          extra={t('priority.colorHint')}
          rules={[
            { required: true, pattern: api.PRIORITY_COLOR_PATTERN, message: t('priority.colorFormat') },
          ]}
        >
          <ColorInput />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('common.sort')}
          rules={numberRules(t('common.sort'), { min: 0, max: 9999, integer: true })}
        >
          <InputNumber style={{ width: 200 }} onPressEnter={() => form.submit()} />
        </Form.Item>
        <Form.Item
          name="isDefault"
          label={t('priority.isDefault')}
          extra={t('priority.isDefaultHint')}
          valuePropName="checked"
        >
          {/* The default stays the default until another is made it. */}
          <Switch disabled={!!editing?.isDefault} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
