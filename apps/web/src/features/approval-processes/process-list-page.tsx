import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import { flwApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProcessIcon } from '../../forms/process-designer/process-icons';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { formatDateTime } from '../../resources/format-date-time';
import {
  createToolbarAction,
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { runListWrite } from '../../resources/list-write';
import { useDictLabel } from '../../resources/use-dict-label';
import { useDictOptions } from '../../resources/use-dict-options';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { APPROVAL_PROCESSES_NS } from './approval-processes-i18n';
import { BINDINGS_NS } from './binding-settings-i18n';
import { BindingSettingsModal } from './binding-settings-modal';
import { processDetailPath, useInvalidateProcesses, useProcessPage } from './process-queries';

type Row = flwApi.ProcessRow;

/** The categories are the `approvalCategory` dictionary's values. */
export const APPROVAL_CATEGORY_DICT = flwApi.APPROVAL_CATEGORY_DICT;

const processFilters = defineListFilters({
  name: textFilter(),
  category: textFilter(),
  enabled: choiceFilter(['true', 'false'] as const),
});

/** 流程列表 (/approval/process/list): the organization's approval processes; 编辑 opens 流程详情. */
export function ProcessListPage() {
  const { t } = useTranslation(APPROVAL_PROCESSES_NS);
  const { t: tBindings } = useTranslation(BINDINGS_NS);
  const [bindingsOpen, setBindingsOpen] = useState(false);
  const navigate = useNavigate();
  const can = useAction();
  const list = useFilteredList(processFilters);
  const page = useProcessPage(list.query);
  usePageInRange(list, page.data);
  const invalidate = useInvalidateProcesses();
  const categories = useDictOptions(APPROVAL_CATEGORY_DICT);
  const categoryLabel = useDictLabel(APPROVAL_CATEGORY_DICT);

  const remove = (row: Row) =>
    runListWrite(
      () => callEndpoint(flwApi.processDelete, { params: { id: row.id } }),
      t('list.deleted'),
      invalidate,
    );
  const setEnabled = (row: Row, enabled: boolean) =>
    runListWrite(
      () => callEndpoint(flwApi.processSetEnabled, { params: { id: row.id }, body: { enabled } }),
      t(enabled ? 'list.enabledDone' : 'list.disabledDone'),
      invalidate,
    );

  const rowActions = useGrantedActions<RowAction<Row>>([
    {
      key: 'edit',
      label: t('list.edit'),
      oper: 'update',
      onClick: (row) => navigate(processDetailPath(row.id)),
    },
    deleteRowAction(t('list.delete'), (row) => t('list.deleteConfirm', { name: row.name }), remove),
  ]);
  const mayToggle = (row: Row) => can(row.enabled ? 'disable' : 'enable');

  const columns: (ListColumn<Row> | null)[] = [
    {
      title: t('list.name'),
      key: 'name',
      width: 220,
      render: (name: string, row: Row) => (
        <Space>
          <ProcessIcon name={row.icon} />
          <span>{name}</span>
        </Space>
      ),
    },
    { title: t('list.category'), key: 'category', width: 120, render: (code: string) => categoryLabel(code) },
    {
      title: t('list.version'),
      key: 'publishedVersion',
      width: 200,
      render: (version: number | null, row: Row) => (
        <Space size={4} wrap>
          {version === null ? <Tag>{t('list.unpublished')}</Tag> : <Tag color="blue">v{version}</Tag>}
          {version !== null && row.draftChanged ? <Tag color="orange">{t('list.draftChanged')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('list.enabled'),
      key: 'enabled',
      width: 100,
      render: (enabled: boolean, row: Row) => (
        <Popconfirm
          title={t(enabled ? 'list.disableConfirm' : 'list.enableConfirm', { name: row.name })}
          onConfirm={() => setEnabled(row, !enabled)}
          disabled={!mayToggle(row)}
        >
          <Switch
            size="small"
            checked={enabled}
            disabled={!mayToggle(row)}
            aria-label={t('list.toggle', { name: row.name })}
            checkedChildren={t('state.true')}
            unCheckedChildren={t('state.false')}
            data-testid="process-enabled"
          />
        </Popconfirm>
      ),
    },
    { title: t('list.instanceCount'), key: 'instanceCount', width: 100, align: 'right' },
    { title: t('list.updateTime'), key: 'updateTime', width: 170, render: formatDateTime },
    rowActionsColumn(t('list.actions'), rowActions),
  ];

  return (
    <div data-testid="process-list">
      <ListFilterPanel list={list}>
        <Form.Item name="name" label={t('list.name')}>
          <Input allowClear placeholder={t('list.namePlaceholder')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="category" label={t('list.category')}>
          <Select
            allowClear
            placeholder={t('list.allCategories')}
            style={{ width: 160 }}
            options={categories}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('list.enabled')}>
          <Select
            allowClear
            placeholder={t('list.allStates')}
            style={{ width: 140 }}
            options={(['true', 'false'] as const).map((value) => ({ value, label: t(`state.${value}`) }))}
          />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[
              createToolbarAction(t('list.add'), () => navigate(processDetailPath('new'))),
              {
                key: 'bindings',
                label: tBindings('open'),
                oper: 'update',
                icon: <SettingOutlined />,
                onClick: () => setBindingsOpen(true),
              },
            ]}
          />
        </ListToolbar>
        <BindingSettingsModal open={bindingsOpen} onClose={() => setBindingsOpen(false)} />
        <ListTable<Row> list={list} page={page} columns={columns} emptyText={t('list.empty')} />
      </section>
    </div>
  );
}
