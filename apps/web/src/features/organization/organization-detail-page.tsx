import type { DepartmentRow } from '@atrium/contract';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Action } from '../../platform/access/action';
import { useGranted } from '../../platform/access/use-granted';
import { formatDateTime } from '../../resources/format-date-time';
import { DepartmentFormModal, type DepartmentTarget } from './department-form-modal';
import { DetailActions, DetailFallback } from './detail-parts';
import { ORGANIZATION_NS } from './organization-i18n';
import { useDepartment } from './organization-queries';
import { StaffTable } from './staff-table';

/** 组织详情 (/organization/detail/:id): the department, its sub-departments and its staff. */
export function OrganizationDetailPage() {
  const { id } = useParams();
  return <OrganizationDetail key={id} id={Number(id)} />;
}

function OrganizationDetail({ id }: { id: number }) {
  const { t } = useTranslation(ORGANIZATION_NS);
  const navigate = useNavigate();
  const department = useDepartment(id);
  const canSeeStaff = useGranted('staffList:query');
  const [editing, setEditing] = useState<DepartmentTarget | null>(null);

  if (!department.data) return <DetailFallback pending={department.isPending} />;
  const row = department.data;
  const enabledTag = (enabled: boolean) => (
    <Tag color={enabled ? 'success' : 'default'}>{t(enabled ? 'department.on' : 'department.off')}</Tag>
  );
  const childColumns: TableProps<DepartmentRow>['columns'] = [
    {
      title: t('department.name'),
      dataIndex: 'name',
      render: (name: string, child) => (
        <Typography.Link onClick={() => navigate(`/organization/detail/${child.id}`)}>{name}</Typography.Link>
      ),
    },
    { title: t('department.leader'), dataIndex: 'leaderName', render: (name: string) => name || '-' },
    { title: t('department.staffCount'), dataIndex: 'staffCount', width: 120 },
    { title: t('department.enabled'), dataIndex: 'enabled', width: 100, render: enabledTag },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="organization-detail">
      <section className="atrium-panel">
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {row.name}
          </Typography.Title>
          <DetailActions onEdit={() => setEditing({ mode: 'edit', row })}>
            <Action code="add">
              <Button onClick={() => setEditing({ mode: 'new', parentId: row.id })}>
                {t('department.addChild')}
              </Button>
            </Action>
          </DetailActions>
        </Space>
        <Descriptions
          title={t('department.info')}
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'name', label: t('department.name'), children: row.name },
            {
              key: 'path',
              label: t('department.path'),
              children: [...row.ancestors.map((ancestor) => ancestor.name), row.name].join(' / '),
            },
            { key: 'leader', label: t('department.leader'), children: row.leaderName || '-' },
            { key: 'staff', label: t('department.staffCount'), children: row.staffCount },
            { key: 'enabled', label: t('department.enabled'), children: enabledTag(row.enabled) },
            { key: 'sort', label: t('department.sort'), children: row.sort },
            {
              key: 'updated',
              label: t('employee.updatedAt'),
              children: formatDateTime(row.updatedAt),
            },
          ]}
        />
      </section>
      <section className="atrium-panel">
        <Typography.Title level={5}>{t('department.children')}</Typography.Title>
        <Table<DepartmentRow>
          data-testid="sub-departments"
          rowKey="id"
          size="middle"
          columns={childColumns}
          dataSource={row.children}
          pagination={false}
        />
      </section>
      <section className="atrium-panel">
        <Typography.Title level={5}>{t('department.staff')}</Typography.Title>
        {canSeeStaff ? (
          <StaffTable filters={{ departmentId: row.id }} />
        ) : (
          <Empty description={t('department.noStaffAccess')} />
        )}
      </section>
      {editing && <DepartmentFormModal target={editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}
