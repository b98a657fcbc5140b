import {
  WAREHOUSE_SYNC_ADAPTERS,
  type WarehouseSyncAdapterKind,
  type WarehouseSyncSettingsRow,
  warehouseSyncSettingsSave,
} from '@atrium/contract/endpoints/stock-sync';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { STOCK_SYNC_NS } from './stock-sync-i18n';

interface Values {
  enabled: boolean;
  adapter: WarehouseSyncAdapterKind;
  pullUrl: string;
}

/** A warehouse's switches: enabled, adapter, pull URL. The first save answers the secret (onCreated). */
export function SyncSettingsModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: WarehouseSyncSettingsRow | null;
  onClose: () => void;
  onSaved: (saved: { hookPath: string; secret?: string }) => void;
}) {
  const { t } = useTranslation(STOCK_SYNC_NS);
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue({
      enabled: editing.configured ? editing.enabled : true,
      adapter: editing.adapter,
      pullUrl: editing.pullUrl,
    });
  }, [editing, form]);

  const { saving, submit: save } = useFormSave({
    form,
    save: (values: Values) =>
      callEndpoint(warehouseSyncSettingsSave, {
        params: { warehouseId: editing!.warehouseId },
        body: { ...values, pullUrl: values.pullUrl.trim(), version: editing!.version },
      }),
    onSaved,
  });

  return (
    <Modal
      open={editing !== null}
      title={editing ? t('settings.title', { name: editing.warehouseName }) : ''}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="sync-settings-form">
        <Form.Item name="enabled" label={t('settings.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="adapter" label={t('settings.adapter')} rules={[{ required: true }]}>
          <Select
            options={WAREHOUSE_SYNC_ADAPTERS.map((value) => ({ value, label: t(`adapter.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="pullUrl"
          label={t('settings.pullUrl')}
          extra={t('settings.pullUrlHint')}
          rules={[{ pattern: /^$|^https?:\/\/\S+$/, message: t('settings.pullUrlInvalid') }]}
        >
          <Input allowClear placeholder="https://wms.example.com/atrium/pull" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
