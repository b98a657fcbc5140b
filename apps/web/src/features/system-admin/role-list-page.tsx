import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type adminApi, rolesApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Action } from '../../platform/access/action';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { FilterActions } from '../../resources/filter-actions';
import { formatDateTime } from '../../resources/format-date-time';
import { listPagination } from '../../resources/list-pagination';
import { roleEditorPath } from './role-editor-path';
import { SYSTEM_ADMIN_NS } from './system-admin-i18n';
import { useInvalidateSystemAdmin, useRolePage } from './system-admin-queries';

type Row = z.output<typeof adminApi.roleRow>;

/** 角色列表 (/system/role/list): the organization's roles; add and edit open the role editor. */
export function RoleListPage() {
  return (
    <ScreenQueryProvider>
      <RoleList />
    </ScreenQueryProvider>
  );
}

function RoleList() {
  const { t } = useTranslation(SYSTEM_ADMIN_NS);
  const can = useAction();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ keyword?: string }>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const page = useRolePage({ keyword, ...paging });
  const invalidate = useInvalidateSystemAdmin();

  const remove = async (row: Row) => {
    try {
      await callEndpoint(rolesApi.roleDelete, { params: { id: row.id } });
      showMessage('success', t('common.saved'));
      await invalidate();
    } catch {
      // The api client has shown why (e.g. users still hold the role).
    }
  };

  const columns: TableProps<Row>['columns'] = [
    { title: t('role.name'), dataIndex: 'name', width: 180 },
    { title: t('role.code'), dataIndex: 'code', width: 180 },
    { title: t('role.describe'), dataIndex: 'describe', ellipsis: true },
    { title: t('role.userCount'), dataIndex: 'userCount', width: 100, align: 'right' },
    { title: t('common.createdAt'), dataIndex: 'createdAt', width: 180, render: formatDateTime },
  ];
  if (can(['update', 'delete'])) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Action code="update">
            <Button type="link" size="small" onClick={() => navigate(roleEditorPath(row.id))}>
              {t('common.edit')}
            </Button>
          </Action>
          <Action code="delete">
            <Popconfirm
              title={t('role.deleteConfirm', { name: row.name })}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(row)}
            >
              <Button type="link" size="small" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </Action>
        </Space>
      ),
    });
  }

  const search = (value?: string) => {
    setKeyword(value?.trim() || undefined);
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <div data-testid="role-list">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => search(values.keyword)}
          style={{ rowGap: 16 }}
        >
          <Form.Item name="keyword" label={t('role.keyword')}>
            <Input allowClear placeholder={t('role.keywordPlaceholder')} style={{ width: 220 }} />
          </Form.Item>
          <FilterActions onReset={() => search(undefined)} />
        </Form>
      </section>
      <section className="atrium-panel">
        <Space style={{ marginBottom: 16 }}>
          <Action code="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(roleEditorPath(null))}>
              {t('common.add')}
            </Button>
          </Action>
        </Space>
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('role.empty')} /> }}
          pagination={listPagination({ ...paging, total: page.data?.total ?? 0 }, (pageNum, pageSize) =>
            setPaging({ pageNum, pageSize }),
          )}
        />
      </section>
    </div>
  );
}
