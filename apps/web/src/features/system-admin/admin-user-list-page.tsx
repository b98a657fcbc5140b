import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type adminApi, adminUsersApi, type Endpoint } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Action } from '../../platform/access/action';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { useSession } from '../../platform/session/session-store';
import { FilterActions } from '../../resources/filter-actions';
import { FilterPanel } from '../../resources/filter-panel';
import { formatDateTime } from '../../resources/format-date-time';
import { listPagination } from '../../resources/list-pagination';
import { AdminUserFormModal, type AdminUserTarget } from './admin-user-form-modal';
import { ResetPasswordModal } from './reset-password-modal';
import { SYSTEM_ADMIN_NS } from './system-admin-i18n';
import { useAdminUserOptions, useAdminUserPage, useInvalidateSystemAdmin } from './system-admin-queries';

type Row = z.output<typeof adminApi.adminUserRow>;
type Status = Row['status'];
interface Filters {
  keyword?: string;
  status?: Status;
  roleId?: number;
}

const STATUS_COLORS: Record<Status, string> = { enabled: 'success', disabled: 'default', pending: 'warning' };

/** 管理员 (/system/admin/user/list): the organization's accounts, their roles and status. */
export function AdminUserListPage() {
  return (
    <ScreenQueryProvider>
      <AdminUserList />
    </ScreenQueryProvider>
  );
}

function AdminUserList() {
  const { t } = useTranslation(SYSTEM_ADMIN_NS);
  const can = useAction();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<AdminUserTarget | null>(null);
  const [resetting, setResetting] = useState<{ id: number; name: string } | null>(null);
  const myId = useSession((state) => state.userId);
  const page = useAdminUserPage({ ...filters, ...paging });
  const options = useAdminUserOptions();
  const invalidate = useInvalidateSystemAdmin();

  const setStatus = async (row: Row, endpoint: Endpoint) => {
    try {
      await callEndpoint(endpoint, { params: { id: row.id } });
      showMessage('success', t('common.saved'));
      await invalidate();
    } catch {
      // The api client has shown the server's reason.
    }
  };

  const statusText = (status: Status) => t(`user.status.${status}`);
  const columns: TableProps<Row>['columns'] = [
    { title: t('user.username'), dataIndex: 'username', width: 140 },
    { title: t('user.name'), dataIndex: 'name', width: 140 },
    { title: t('user.mobile'), dataIndex: 'mobile', width: 140 },
    { title: t('user.email'), dataIndex: 'email', ellipsis: true },
    {
      title: t('user.roles'),
      dataIndex: 'roles',
      render: (roles: Row['roles']) => roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    {
      title: t('user.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: Status) => <Tag color={STATUS_COLORS[status]}>{statusText(status)}</Tag>,
    },
    { title: t('common.createdAt'), dataIndex: 'createdAt', width: 180, render: formatDateTime },
  ];
  if (can(['update', 'enable', 'disable'])) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 240,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Action code="update">
            <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', id: row.id })}>
              {t('common.edit')}
            </Button>
          </Action>
          {row.status !== 'enabled' && (
            <Action code="enable">
              <Popconfirm
                title={t('user.enableConfirm', { name: row.name })}
                onConfirm={() => setStatus(row, adminUsersApi.adminUserEnable)}
              >
                <Button type="link" size="small">
                  {t('user.enable')}
                </Button>
              </Popconfirm>
            </Action>
          )}
          {row.status === 'enabled' && row.id !== myId && (
            <Action code="disable">
              <Popconfirm
                title={t('user.disableConfirm', { name: row.name })}
                okButtonProps={{ danger: true }}
                onConfirm={() => setStatus(row, adminUsersApi.adminUserDisable)}
              >
                <Button type="link" size="small" danger>
                  {t('user.disable')}
                </Button>
              </Popconfirm>
            </Action>
          )}
          <Action code="update">
            <Button type="link" size="small" onClick={() => setResetting({ id: row.id, name: row.name })}>
              {t('user.resetPassword')}
            </Button>
          </Action>
        </Space>
      ),
    });
  }

  const search = (values: Filters) => {
    setFilters({
      keyword: values.keyword?.trim() || undefined,
      status: values.status,
      roleId: values.roleId,
    });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <div data-testid="admin-user-list">
      <FilterPanel<Filters> form={form} onFinish={search}>
        <Form.Item name="keyword" label={t('user.keyword')}>
          <Input allowClear placeholder={t('user.keywordPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('user.status')}>
          <Select
            allowClear
            placeholder={t('user.statusPlaceholder')}
            style={{ width: 140 }}
            options={(['enabled', 'disabled', 'pending'] as const).map((value) => ({
              value,
              label: statusText(value),
            }))}
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
        <FilterActions onReset={() => search({})} />
      </FilterPanel>
      <section className="atrium-panel">
        <Space style={{ marginBottom: 16 }}>
          <Action code="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new' })}>
              {t('common.add')}
            </Button>
          </Action>
        </Space>
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          scroll={{ x: 1100 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('user.empty')} /> }}
          pagination={listPagination({ ...paging, total: page.data?.total ?? 0 }, (pageNum, pageSize) =>
            setPaging({ pageNum, pageSize }),
          )}
        />
      </section>
      <AdminUserFormModal target={editing} onClose={() => setEditing(null)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
