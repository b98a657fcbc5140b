import { type ClueSyncSourceRow, crmClueSyncApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { CLUE_SYNC_NS } from './clue-sync-i18n';
import { usePoolOptions } from './clue-sync-queries';

interface SourceFormValues {
  name: string;
  poolId: number;
  sourceCode: string;
  enabled: boolean;
  fieldMapping: { name: string; phone: string; company: string };
}

/** Same rule as the contract's mapping path (dot-separated keys); the server checks it again. */
const MAPPING_PATH = /^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/;

/**
 * 新增来源 / 编辑来源. Creating answers the secret once: `onCreated` gets it so the page can show it.
 */
export function ClueSyncSourceModal({
  editing,
  open,
  onClose,
  onSaved,
  onCreated,
}: {
  /** The source being edited; null to add one. */
  editing: ClueSyncSourceRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  onCreated: (created: ClueSyncSourceRow & { secret: string }) => void;
}) {
  const { t } = useTranslation(CLUE_SYNC_NS);
  const [form] = Form.useForm<SourceFormValues>();
  const pools = usePoolOptions();
  const pathRules = (required: boolean) => [
    { required, message: t('source.pathInvalid') },
    { pattern: MAPPING_PATH, message: t('source.pathInvalid') },
  ];

  const { saving, onFinish: submit } = useFormSave({
    form,
    save: async (values: SourceFormValues) => {
      const body = { ...values, sourceCode: values.sourceCode ?? '' };
      if (!editing) return callEndpoint(crmClueSyncApi.clueSyncSourceCreate, { body, silent: true });
      await callEndpoint(crmClueSyncApi.clueSyncSourceUpdate, {
        params: { id: editing.id },
        body: { ...body, version: editing.version },
        silent: true,
      });
      return null;
    },
    // A new source is told by the dialog that shows its secret once.
    successMessage: editing ? t('source.saved') : undefined,
    onSaved: (created) => (created ? onCreated(created) : onSaved()),
    errors: 'form',
    conflictMessage: t('source.stale'),
  });

  return (
    <Modal
      open={open}
      title={editing ? t('source.edit') : t('source.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      width={600}
    >
      <Form<SourceFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          editing ?? { enabled: true, sourceCode: '', fieldMapping: { name: '', phone: '', company: '' } }
        }
        onFinish={submit}
      >
        <Form.Item name="name" label={t('source.name')} rules={[{ required: true, max: 50 }]}>
          <Input autoFocus placeholder={t('source.namePlaceholder')} maxLength={50} />
        </Form.Item>
        <Form.Item name="poolId" label={t('source.pool')} rules={[{ required: true }]}>
          <Select options={pools.data} loading={pools.isLoading} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="sourceCode" label={t('source.sourceCode')} extra={t('source.sourceCodeHint')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label={t('source.mapping')} extra={t('source.mappingHint')} style={{ marginBottom: 8 }}>
          <Form.Item name={['fieldMapping', 'name']} rules={pathRules(true)}>
            <Input addonBefore={t('source.mapName')} placeholder="contact.name" />
          </Form.Item>
          <Form.Item name={['fieldMapping', 'phone']} rules={pathRules(true)}>
            <Input addonBefore={t('source.mapPhone')} placeholder="contact.mobile" />
          </Form.Item>
          <Form.Item name={['fieldMapping', 'company']} rules={pathRules(false)} style={{ marginBottom: 0 }}>
            <Input addonBefore={t('source.mapCompany')} placeholder="company" />
          </Form.Item>
        </Form.Item>
        <Form.Item name="enabled" label={t('source.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
