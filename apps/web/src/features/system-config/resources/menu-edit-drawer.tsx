import { type Locale, type MenuNode, menusApi } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import TreeSelect from 'antd/es/tree-select';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../forms/use-form-save';
import { callEndpoint } from '../../../platform/api/call-endpoint';
import { showConfirm } from '../../../platform/feedback/feedback';
import { MenuIcon } from '../../../shell/menu/menu-icon';
import { SYSTEM_CONFIG_NS } from '../system-config-i18n';
import { parentOptions, TOP_LEVEL, titleOf } from './menu-tree-model';

/** What the drawer edits: an existing entry, or a new one under a parent (-1: top level). */
export type MenuDrawerTarget = { mode: 'edit'; node: MenuNode } | { mode: 'create'; parentId: number } | null;

interface Values {
  type: 'menu' | 'oper';
  parentId: number;
  key: string;
  titleZh: string;
  titleEn: string;
  path: string;
  icon: string;
  hidden: boolean;
}

interface MenuEditDrawerProps {
  target: MenuDrawerTarget;
  nodes: readonly MenuNode[];
  locale: Locale;
  onClose(): void;
  /** After a successful write: refetch the tree (and the user's own menu). */
  onSaved(): Promise<void>;
}

/** The edit drawer of the resources editor: titles, path, icon, hidden, and where the entry sits. */
export function MenuEditDrawer({ target, nodes, locale, onClose, onSaved }: MenuEditDrawerProps) {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const [form] = Form.useForm<Values>();
  const editing = target?.mode === 'edit' ? target.node : undefined;
  const type = Form.useWatch('type', form) ?? editing?.type ?? 'menu';
  const parentId = Form.useWatch('parentId', form);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(
      target.mode === 'edit'
        ? { ...target.node }
        : {
            type: 'menu',
            parentId: target.parentId,
            key: '',
            titleZh: '',
            titleEn: '',
            path: '',
            icon: '',
            hidden: false,
          },
    );
  }, [target, form]);

  const parents = useMemo(
    () => parentOptions(nodes, locale, t('resource.parentTop'), editing),
    [nodes, locale, t, editing],
  );
  const iconOptions = useMemo(
    () => [
      { value: '', label: t('resource.iconNone') },
      ...menusApi.MENU_ICON_NAMES.map((name) => ({
        value: name,
        label: (
          <Space>
            <MenuIcon name={name} />
            {name}
          </Space>
        ),
      })),
    ],
    [t],
  );

  const parentTitle = (id: number) => {
    const parent = nodes.find((node) => node.id === id);
    return parent ? titleOf(parent, locale) : t('resource.parentTop');
  };

  const { saving, onFinish: save } = useFormSave<Values>({
    form,
    save: async (values) => {
      if (!editing) return callEndpoint(menusApi.menuCreate, { body: values, silent: true });
      const { titleZh, titleEn, path, icon, hidden } = values;
      await callEndpoint(menusApi.menuUpdate, {
        params: { id: editing.id },
        body: { titleZh, titleEn, icon, hidden, ...(editing.builtIn ? {} : { path }) },
        silent: true,
      });
      if (values.parentId !== editing.parentId) {
        // Last among its new siblings; the table's arrows fine-tune the order.
        await callEndpoint(menusApi.menuMove, {
          params: { id: editing.id },
          body: { parentId: values.parentId, index: nodes.length },
          silent: true,
        });
      }
    },
    successMessage: t('common.saved'),
    onSaved: async () => {
      await onSaved();
      onClose();
    },
    errors: 'form',
  });

  const submit = (values: Values) => {
    if (editing && values.parentId !== editing.parentId) {
      showConfirm({
        title: t('resource.moveConfirm', {
          title: titleOf(editing, locale),
          parent: parentTitle(values.parentId),
        }),
        onOk: () => save(values),
      });
      return;
    }
    void save(values);
  };

  const isOper = type === 'oper';
  const lockedPath = editing?.builtIn ?? false;
  const title = editing
    ? t('resource.editTitle', { title: titleOf(editing, locale) })
    : parentId !== undefined && parentId !== TOP_LEVEL
      ? t('resource.createChildTitle', { parent: parentTitle(parentId) })
      : t('resource.createTitle');

  return (
    <Drawer
      open={target !== null}
      title={title}
      size={520}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => form.submit()}
            data-testid="menu-drawer-save"
          >
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {editing?.builtIn && (
        <Alert type="info" showIcon title={t('resource.builtInLocked')} style={{ marginBottom: 16 }} />
      )}
      {isOper && <Alert type="info" showIcon title={t('resource.operNoPath')} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark name="menu-edit">
        <Form.Item name="type" label={t('resource.type')}>
          <Radio.Group
            disabled={Boolean(editing)}
            options={[
              { value: 'menu', label: t('resource.type.menu') },
              { value: 'oper', label: t('resource.type.oper'), disabled: parentId === TOP_LEVEL },
            ]}
          />
        </Form.Item>
        <Form.Item name="parentId" label={t('resource.parent')}>
          <TreeSelect
            treeData={parents}
            fieldNames={{ label: 'title', value: 'value', children: 'children' }}
            treeDefaultExpandedKeys={parentId !== undefined ? [parentId] : []}
            showSearch={{ treeNodeFilterProp: 'title' }}
            disabled={editing?.type === 'oper'}
            onChange={(value: number) => {
              if (value === TOP_LEVEL) form.setFieldValue('type', 'menu');
            }}
          />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('resource.key')}
          rules={[
            { required: true, message: t('resource.keyRequired') },
            { pattern: menusApi.MENU_KEY_PATTERN, message: t('resource.keyFormat') },
          ]}
        >
          <Input disabled={Boolean(editing)} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="titleZh"
          label={t('resource.titleZh')}
          rules={[{ required: true, whitespace: true, message: t('resource.titleRequired') }]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item
          name="titleEn"
          label={t('resource.titleEn')}
          rules={[{ required: true, whitespace: true, message: t('resource.titleRequired') }]}
        >
          <Input maxLength={32} />
        </Form.Item>
        {!isOper && (
          <>
            <Form.Item
              name="path"
              label={t('resource.path')}
              rules={
                lockedPath
                  ? []
                  : [
                      { required: true, message: t('resource.pathRequired') },
                      { pattern: menusApi.MENU_PATH_PATTERN, message: t('resource.pathFormat') },
                    ]
              }
            >
              <Input disabled={lockedPath} placeholder="/report/list" />
            </Form.Item>
            <Form.Item name="icon" label={t('resource.icon')}>
              <Select options={iconOptions} data-testid="menu-icon-picker" />
            </Form.Item>
          </>
        )}
        <Form.Item name="hidden" label={t('resource.hidden')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
