import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import { type DictEntry, type DictType, dictionariesApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberRules } from '../../../forms/number-rules';
import { useFormSave } from '../../../forms/use-form-save';
import { useAction } from '../../../platform/access/use-action';
import { callEndpoint } from '../../../platform/api/call-endpoint';
import { showMessage } from '../../../platform/feedback/feedback';
import {
  createToolbarAction,
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../../resources/list-actions';
import { defineListFilters, textFilter } from '../../../resources/list-filters';
import { type ListColumn, ListTable } from '../../../resources/list-table';
import { useFilteredList } from '../../../resources/use-filtered-list';
import { usePageInRange } from '../../../resources/use-list-url-state';
import { SYSTEM_CONFIG_NS } from '../system-config-i18n';
import { useDictItems } from '../system-config-queries';

/** Colours offered for an item's tag (antd presets); a stored #rrggbb colour still shows. */
export const DICT_COLORS = ['blue', 'green', 'red', 'orange', 'gold', 'cyan', 'purple', 'magenta', 'default'];

interface ItemValues {
  label: string;
  labelEn: string;
  value: string;
  color: string;
  sort?: number;
  enabled: boolean;
}

/** The prefix of the item list's URL params, beside the chosen type's (`item.keyword`…). */
export const DICT_ITEM_PREFIX = 'item.';
/** The item list's search and page, kept in the URL. */
const dictItemFilters = defineListFilters({ keyword: textFilter() }, { prefix: DICT_ITEM_PREFIX });

/** The right side of the dictionary screen: the chosen type's items, in the order screens show them. */
export function DictItemsPanel({ type, onChanged }: { type: DictType; onChanged(): Promise<void> }) {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const can = useAction();
  const list = useFilteredList(dictItemFilters);
  const [editing, setEditing] = useState<DictEntry | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { keyword, pageNum, pageSize } = list.query;
  const page = useDictItems(type.id, { pageNum, pageSize, keyword: keyword ?? '' });
  usePageInRange(list, page.data);
  const total = page.data?.total ?? 0;

  const run = async (id: number, write: () => Promise<unknown>) => {
    setBusyId(id);
    try {
      await write();
      showMessage('success', t('common.saved'));
      await onChanged();
    } catch {
      // The api client has shown the server's message.
    } finally {
      setBusyId(null);
    }
  };

  /** Position of a row in the whole type (not just this page), for the up/down edges. */
  const positionOf = (index: number) => (pageNum - 1) * pageSize + index;
  const filtered = Boolean(keyword);

  const rowActions = useGrantedActions<RowAction<DictEntry>>([
    { key: 'edit', label: t('common.edit'), oper: 'update', onClick: setEditing },
    deleteRowAction(
      t('common.delete'),
      (row) => t('dict.deleteItemConfirm', { label: row.label }),
      (row) => run(row.id, () => callEndpoint(dictionariesApi.dictItemDelete, { params: { id: row.id } })),
    ),
  ]);

  const columns: (ListColumn<DictEntry> | null | false)[] = [
    {
      title: t('dict.label'),
      key: 'label',
      render: (label: string, row) => <Tag color={row.color || undefined}>{label}</Tag>,
    },
    { title: t('dict.labelEn'), key: 'labelEn', render: (labelEn: string) => labelEn || '-' },
    {
      title: t('dict.value'),
      key: 'value',
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    { title: t('dict.sort'), key: 'sort', width: 80, align: 'right' },
    {
      title: t('common.status'),
      key: 'enabled',
      width: 100,
      render: (_: unknown, row: DictEntry) => {
        const action = row.enabled ? 'disable' : 'enable';
        const toggle = (
          <Switch
            size="small"
            checked={row.enabled}
            loading={busyId === row.id}
            disabled={!can(action)}
            checkedChildren={t('common.enabled')}
            unCheckedChildren={t('common.disabled')}
            onClick={
              row.enabled
                ? undefined
                : () =>
                    run(row.id, () =>
                      callEndpoint(dictionariesApi.dictItemEnable, { params: { id: row.id } }),
                    )
            }
          />
        );
        if (!row.enabled || !can('disable')) return toggle;
        return (
          <Popconfirm
            title={t('dict.disableItemConfirm', { label: row.label })}
            onConfirm={() =>
              run(row.id, () => callEndpoint(dictionariesApi.dictItemDisable, { params: { id: row.id } }))
            }
          >
            {toggle}
          </Popconfirm>
        );
      },
    },
    can('update') && {
      title: t('dict.move'),
      key: 'move',
      width: 96,
      render: (_: unknown, row: DictEntry, index: number) => (
        <Space size={0}>
          {(['up', 'down'] as const).map((direction) => (
            <Button
              key={direction}
              type="text"
              size="small"
              aria-label={t(direction === 'up' ? 'common.moveUp' : 'common.moveDown')}
              icon={direction === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
              // The order is the whole type's: a filtered list can't say who the neighbour is.
              disabled={
                filtered ||
                busyId !== null ||
                (direction === 'up' ? positionOf(index) === 0 : positionOf(index) === total - 1)
              }
              onClick={() =>
                run(row.id, () =>
                  callEndpoint(dictionariesApi.dictItemMove, { params: { id: row.id }, body: { direction } }),
                )
              }
            />
          ))}
        </Space>
      ),
    },
    rowActionsColumn(t('common.actions'), rowActions),
  ];

  return (
    <section className="atrium-panel" data-testid="dict-items">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('dict.items')} · {type.name}
        </Typography.Title>
        <Space wrap>
          <Input.Search
            key={list.search}
            allowClear
            defaultValue={list.formValues.keyword}
            placeholder={t('dict.keywordPlaceholder')}
            style={{ width: 240 }}
            onSearch={(value) => list.applyForm({ keyword: value })}
          />
          <ToolbarActions actions={[createToolbarAction(t('dict.addItem'), () => setEditing('new'))]} />
        </Space>
      </Space>
      <ListTable<DictEntry>
        list={list}
        page={page}
        columns={columns}
        emptyText={t('dict.noItems')}
        scroll={undefined}
      />
      <DictItemModal
        typeId={type.id}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={onChanged}
      />
    </section>
  );
}

function DictItemModal({
  typeId,
  editing,
  onClose,
  onSaved,
}: {
  typeId: number;
  editing: DictEntry | 'new' | null;
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const numberRules = useNumberRules();
  const [form] = Form.useForm<ItemValues>();
  const existing = editing !== 'new' ? editing : null;
  const color = Form.useWatch('color', form);
  const label = Form.useWatch('label', form);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(existing ?? { label: '', labelEn: '', value: '', color: '', enabled: true });
  }, [editing, existing, form]);

  const { saving, onFinish: save } = useFormSave<ItemValues>({
    form,
    save: (values) =>
      existing
        ? callEndpoint(dictionariesApi.dictItemUpdate, {
            params: { id: existing.id },
            body: {
              label: values.label,
              labelEn: values.labelEn,
              color: values.color,
              sort: values.sort ?? existing.sort,
            },
            silent: true,
          })
        : callEndpoint(dictionariesApi.dictItemCreate, {
            params: { id: typeId },
            body: values,
            silent: true,
          }),
    successMessage: t('common.saved'),
    onSaved: async () => {
      await onSaved();
      onClose();
    },
    errors: 'form',
  });

  const colorOptions = [
    { value: '', label: t('dict.colorNone') },
    ...[
      ...DICT_COLORS,
      ...(existing?.color && !DICT_COLORS.includes(existing.color) ? [existing.color] : []),
    ].map((name) => ({ value: name, label: <Tag color={name}>{name}</Tag> })),
  ];

  return (
    <Modal
      open={editing !== null}
      title={existing ? t('dict.editItem') : t('dict.addItem')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ItemValues> form={form} layout="vertical" onFinish={save} name="dict-item">
        <Form.Item
          name="label"
          label={t('dict.label')}
          rules={[{ required: true, whitespace: true, message: t('dict.labelRequired') }]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="labelEn" label={t('dict.labelEn')} extra={t('dict.labelEnHint')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('dict.value')}
          extra={t('dict.valueLocked')}
          rules={[{ required: true, whitespace: true, message: t('dict.valueRequired') }]}
        >
          <Input disabled={Boolean(existing)} maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="color" label={t('dict.color')}>
          <Select options={colorOptions} />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('dict.sort')}
          rules={numberRules(t('dict.sort'), { min: 0, max: 1_000_000, integer: true })}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        {!existing && (
          <Form.Item name="enabled" label={t('common.status')} valuePropName="checked">
            <Switch checkedChildren={t('common.enabled')} unCheckedChildren={t('common.disabled')} />
          </Form.Item>
        )}
        <Form.Item label={t('dict.preview')}>
          <Tag color={color || undefined}>{label || '—'}</Tag>
        </Form.Item>
      </Form>
    </Modal>
  );
}
