import { type adminApi, rolesApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
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
import { defineListFilters, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { runListWrite } from '../../resources/list-write';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { roleEditorPath } from './role-editor-path';
import { SYSTEM_ADMIN_NS } from './system-admin-i18n';
import { useInvalidateSystemAdmin, useRolePage } from './system-admin-queries';

type Row = z.output<typeof adminApi.roleRow>;

/** The role list's keyword search, kept in the URL. */
const roleFilters = defineListFilters({ keyword: textFilter() });

/** 角色列表 (/system/role/list): the organization's roles; add and edit open the role editor. */
export function RoleListPage() {
  const { t } = useTranslation(SYSTEM_ADMIN_NS);
  const navigate = useNavigate();
  const list = useFilteredList(roleFilters);
  const page = useRolePage(list.query);
  usePageInRange(list, page.data);
  const invalidate = useInvalidateSystemAdmin();

  // A refusal (e.g. users still hold the role) is shown by the api client.
  const remove = (row: Row) =>
    runListWrite(
      () => callEndpoint(rolesApi.roleDelete, { params: { id: row.id } }),
      t('common.saved'),
      invalidate,
    );

  const rowActions = useGrantedActions<RowAction<Row>>([
    {
      key: 'edit',
      label: t('common.edit'),
      oper: 'update',
      onClick: (row) => navigate(roleEditorPath(row.id)),
    },
    deleteRowAction(t('common.delete'), (row) => t('role.deleteConfirm', { name: row.name }), remove),
  ]);
  const columns: (ListColumn<Row> | null)[] = [
    { title: t('role.name'), key: 'name', width: 180 },
    { title: t('role.code'), key: 'code', width: 180 },
    { title: t('role.describe'), key: 'describe', ellipsis: true },
    { title: t('role.userCount'), key: 'userCount', width: 100, align: 'right' },
    { title: t('common.createdAt'), key: 'createdAt', width: 180, render: formatDateTime },
    rowActionsColumn(t('common.actions'), rowActions),
  ];

  return (
    <div data-testid="role-list">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('role.keyword')}>
          <Input allowClear placeholder={t('role.keywordPlaceholder')} style={{ width: 220 }} />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[createToolbarAction(t('common.add'), () => navigate(roleEditorPath(null)))]}
          />
        </ListToolbar>
        <ListTable<Row> list={list} page={page} columns={columns} emptyText={t('role.empty')} />
      </section>
    </div>
  );
}
