import { type adminApi, adminUsersApi, type Endpoint } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useSession } from '../../platform/session/session-store';
import { formatDateTime } from '../../resources/format-date-time';
import {
  createToolbarAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { runListWrite } from '../../resources/list-write';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { AdminUserFormModal, type AdminUserTarget } from './admin-user-form-modal';
import { ResetPasswordModal } from './reset-password-modal';
import { SYSTEM_ADMIN_NS } from './system-admin-i18n';
import { useAdminUserOptions, useAdminUserPage, useInvalidateSystemAdmin } from './system-admin-queries';

type Row = z.output<typeof adminApi.adminUserRow>;
type Status = Row['status'];

const STATUSES = ['enabled', 'disabled', 'pending'] as const satisfies readonly Status[];
const STATUS_COLORS: Record<Status, string> = { enabled: 'success', disabled: 'default', pending: 'warning' };

/** The account list's filters, kept in the URL. */
const userFilters = defineListFilters({
  keyword: textFilter(),
  status: choiceFilter(STATUSES),
  roleId: idFilter(),
});

/** 管理员 (/system/admin/user/list): the organization's accounts, their roles and status. */
export function AdminUserListPage() {
  const { t } = useTranslation(SYSTEM_ADMIN_NS);
  const list = useFilteredList(userFilters);
  const [editing, setEditing] = useState<AdminUserTarget | null>(null);
  const [resetting, setResetting] = useState<{ id: number; name: string } | null>(null);
  const myId = useSession((state) => state.userId);
  const page = useAdminUserPage(list.query);
  usePageInRange(list, page.data);
  const options = useAdminUserOptions();
  const invalidate = useInvalidateSystemAdmin();

  const setStatus = (row: Row, endpoint: Endpoint) =>
    runListWrite(() => callEndpoint(endpoint, { params: { id: row.id } }), t('common.saved'), invalidate);

  const statusText = (status: Status) => t(`user.status.${status}`);
  const rowActions = useGrantedActions<RowAction<Row>>([
    {
      key: 'edit',
      label: t('common.edit'),
      oper: 'update',
      onClick: (row) => setEditing({ mode: 'edit', id: row.id }),
    },
    {
      key: 'enable',
      label: t('user.enable'),
      oper: 'enable',
      confirm: (row) => t('user.enableConfirm', { name: row.name }),
      shownFor: (row) => row.status !== 'enabled',
      onClick: (row) => setStatus(row, adminUsersApi.adminUserEnable),
    },
    {
      key: 'disable',
      label: t('user.disable'),
      oper: 'disable',
      danger: true,
      confirm: (row) => t('user.disableConfirm', { name: row.name }),
      // Nobody disables their own account.
      shownFor: (row) => row.status === 'enabled' && row.id !== myId,
      onClick: (row) => setStatus(row, adminUsersApi.adminUserDisable),
    },
    {
      key: 'unlock',
      label: t('user.unlock'),
      oper: 'unlock',
      shownFor: (row) => row.locked,
      onClick: (row) =>
        runListWrite(
          () => callEndpoint(adminUsersApi.adminUserUnlock, { params: { id: row.id } }),
          t('user.unlocked'),
          invalidate,
        ),
    },
    {
      key: 'resetPassword',
      label: t('user.resetPassword'),
      oper: 'update',
      onClick: (row) => setResetting({ id: row.id, name: row.name }),
    },
  ]);
  const columns: (ListColumn<Row> | null)[] = [
    { title: t('user.username'), key: 'username', width: 140 },
    { title: t('user.name'), key: 'name', width: 140 },
    { title: t('user.mobile'), key: 'mobile', width: 140 },
    { title: t('user.email'), key: 'email', ellipsis: true },
    {
      title: t('user.roles'),
      key: 'roles',
      render: (roles: Row['roles']) => roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    {
      title: t('user.status'),
      key: 'status',
      width: 180,
      render: (status: Status, row: Row) => (
        <>
          <Tag color={STATUS_COLORS[status]}>{statusText(status)}</Tag>
          {row.locked && <Tag color="error">{t('user.locked')}</Tag>}
        </>
      ),
    },
    { title: t('common.createdAt'), key: 'createdAt', width: 180, render: formatDateTime },
    rowActionsColumn(t('common.actions'), rowActions),
  ];

  return (
    <div data-testid="admin-user-list">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('user.keyword')}>
          <Input allowClear placeholder={t('user.keywordPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('user.status')}>
          <Select
            allowClear
            placeholder={t('user.statusPlaceholder')}
            style={{ width: 140 }}
            options={STATUSES.map((value) => ({ value, label: statusText(value) }))}
          />
        </Form.Item>
        <Form.Item name="roleId" label={t('user.roles')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('user.rolePlaceholder')}
            style={{ width: 180 }}
            options={(options.data?.roles ?? []).map((role) => ({ value: role.id, label: role.name }))}
          />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[createToolbarAction(t('common.add'), () => setEditing({ mode: 'new' }))]}
          />
        </ListToolbar>
        <ListTable<Row> list={list} page={page} columns={columns} emptyText={t('user.empty')} />
      </section>
      <AdminUserFormModal target={editing} onClose={() => setEditing(null)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
