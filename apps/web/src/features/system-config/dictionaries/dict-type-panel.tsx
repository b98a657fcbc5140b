import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type DictType, dictionariesApi } from '@atrium/contract';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../forms/use-form-save';
import { Action } from '../../../platform/access/action';
import { callEndpoint } from '../../../platform/api/call-endpoint';
import { showMessage } from '../../../platform/feedback/feedback';
import { SYSTEM_CONFIG_NS } from '../system-config-i18n';

interface TypeValues {
  code: string;
  name: string;
  remark: string;
}

interface DictTypePanelProps {
  types: readonly DictType[];
  loading: boolean;
  selectedId: number | null;
  onSelect(id: number): void;
  onChanged(): Promise<void>;
}

/** The left side of the dictionary screen: the organization's types, and their add/edit/toggle/delete. */
export function DictTypePanel({ types, loading, selectedId, onSelect, onChanged }: DictTypePanelProps) {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const [editing, setEditing] = useState<DictType | 'new' | null>(null);

  const run = async (write: () => Promise<unknown>) => {
    try {
      await write();
      showMessage('success', t('common.saved'));
      await onChanged();
    } catch {
      // The api client has shown the server's message.
    }
  };

  return (
    <section className="atrium-panel" data-testid="dict-types">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('dict.types')}
        </Typography.Title>
        <Action code="add">
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('dict.addType')}
          </Button>
        </Action>
      </Space>
      <Spin spinning={loading}>
        {types.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dict.noTypes')} />
        ) : (
          <ul className="atrium-dict-types" aria-label={t('dict.types')}>
            {types.map((type) => (
              <li
                key={type.id}
                className={type.id === selectedId ? 'atrium-dict-type is-selected' : 'atrium-dict-type'}
              >
                <button
                  type="button"
                  className="atrium-dict-type-select"
                  aria-pressed={type.id === selectedId}
                  onClick={() => onSelect(type.id)}
                >
                  <span className="atrium-dict-type-head">
                    <span className="atrium-dict-type-name">{type.name}</span>
                    <Badge count={t('dict.itemCount', { count: type.itemCount })} color="#737373" />
                  </span>
                  <Space size={4} wrap>
                    <Typography.Text code>{type.code}</Typography.Text>
                    {type.builtIn && <Tag>{t('common.builtIn')}</Tag>}
                    {!type.enabled && <Tag color="red">{t('common.disabled')}</Tag>}
                  </Space>
                </button>
                {type.id === selectedId && (
                  <div className="atrium-dict-type-actions">
                    <Action code="update">
                      <Button type="link" size="small" onClick={() => setEditing(type)}>
                        {t('common.edit')}
                      </Button>
                    </Action>
                    {type.enabled ? (
                      <Action code="disable">
                        <Popconfirm
                          title={t('dict.disableTypeConfirm', { name: type.name })}
                          onConfirm={() =>
                            run(() =>
                              callEndpoint(dictionariesApi.dictTypeDisable, { params: { id: type.id } }),
                            )
                          }
                        >
                          <Button type="link" size="small">
                            {t('common.disable')}
                          </Button>
                        </Popconfirm>
                      </Action>
                    ) : (
                      <Action code="enable">
                        <Button
                          type="link"
                          size="small"
                          onClick={() =>
                            run(() =>
                              callEndpoint(dictionariesApi.dictTypeEnable, { params: { id: type.id } }),
                            )
                          }
                        >
                          {t('common.enable')}
                        </Button>
                      </Action>
                    )}
                    <Action code="delete">
                      {type.builtIn ? (
                        <Tooltip title={t('dict.builtInType')}>
                          <Button type="link" size="small" danger disabled>
                            {t('common.delete')}
                          </Button>
                        </Tooltip>
                      ) : (
                        <Popconfirm
                          title={t('dict.deleteTypeConfirm', { name: type.name })}
                          okButtonProps={{ danger: true }}
                          onConfirm={() =>
                            run(() =>
                              callEndpoint(dictionariesApi.dictTypeDelete, { params: { id: type.id } }),
                            )
                          }
                        >
                          <Button type="link" size="small" danger>
                            {t('common.delete')}
                          </Button>
                        </Popconfirm>
                      )}
                    </Action>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <DictTypeModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={async (saved) => {
          await onChanged();
          onSelect(saved.id);
        }}
      />
    </section>
  );
}

function DictTypeModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: DictType | 'new' | null;
  onClose(): void;
  onSaved(type: DictType): Promise<void>;
}) {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const [form] = Form.useForm<TypeValues>();
  const existing = editing !== 'new' ? editing : null;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(existing ?? { code: '', name: '', remark: '' });
  }, [editing, existing, form]);

  const { saving, onFinish: save } = useFormSave<TypeValues, DictType>({
    form,
    save: ({ code, name, remark }) =>
      existing
        ? callEndpoint(dictionariesApi.dictTypeUpdate, {
            params: { id: existing.id },
            body: { name, remark },
            silent: true,
          })
        : callEndpoint(dictionariesApi.dictTypeCreate, { body: { code, name, remark }, silent: true }),
    successMessage: t('common.saved'),
    onSaved: async (saved) => {
      await onSaved(saved);
      onClose();
    },
    errors: 'form',
  });

  return (
    <Modal
      open={editing !== null}
      title={existing ? t('dict.editType') : t('dict.addType')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TypeValues> form={form} layout="vertical" onFinish={save} name="dict-type">
        <Form.Item
          name="code"
          label={t('dict.typeCode')}
          extra={t('dict.codeLocked')}
          rules={[
            { required: true, message: t('dict.codeRequired') },
            { pattern: dictionariesApi.DICT_TYPE_CODE_PATTERN, message: t('dict.codeFormat') },
          ]}
        >
          <Input disabled={Boolean(existing)} autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('dict.typeName')}
          rules={[{ required: true, whitespace: true, message: t('dict.nameRequired') }]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="remark" label={t('dict.remark')}>
          <Input.TextArea rows={4} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
