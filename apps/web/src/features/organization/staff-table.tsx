import type { EmployeeRow, EmployeeStatus, Gender } from '@atrium/contract';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { listPagination } from '../../resources/list-pagination';
import { ORGANIZATION_NS } from './organization-i18n';
import { useEmployeePage } from './organization-queries';

/** What the staff page may be narrowed by (the page query without paging). */
export interface StaffFilters {
  keyword?: string;
  departmentId?: number;
  status?: EmployeeStatus;
  gender?: Gender;
}

const STATUS_COLORS: Record<EmployeeStatus, string> = { active: 'success', left: 'default' };
export const PAGE_SIZE = 10;
const COMPACT_HIDDEN = new Set(['gender', 'entryDate']);

interface StaffTableProps {
  filters: StaffFilters;
  /** Edit and delete buttons, when the screen grants them. */
  onEdit?: (row: EmployeeRow) => void;
  onDelete?: (row: EmployeeRow) => Promise<void>;
  /** Fewer columns, for a table beside the department tree. */
  compact?: boolean;
  testId?: string;
}

/**
 * Staff in a paged table (pager `共 N 条记录`): the staff list and the department screens share
 * it. A name opens the staff detail when the user holds that screen.
 */
export function StaffTable({
  filters,
  onEdit,
  onDelete,
  compact = false,
  testId = 'staff-table',
}: StaffTableProps) {
  const { t } = useTranslation(ORGANIZATION_NS);
  const navigate = useNavigate();
  const canOpenDetail = useGranted('staffDetail');
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, pageNum: 1, pageSize: PAGE_SIZE });
  // New filters start again at page 1.
  const pageNum = paging.filtersKey === filtersKey ? paging.pageNum : 1;
  const page = useEmployeePage({ ...filters, pageNum, pageSize: paging.pageSize });

  const allColumns: TableProps<EmployeeRow>['columns'] = [
    { title: t('employee.jobNumber'), dataIndex: 'jobNumber', width: 100 },
    {
      title: t('employee.name'),
      dataIndex: 'name',
      width: 120,
      render: (name: string, row) =>
        canOpenDetail ? (
          <Typography.Link onClick={() => navigate(`/organization/staff/detail/${row.id}`)}>
            {name}
          </Typography.Link>
        ) : (
          name
        ),
    },
    { title: t('employee.department'), dataIndex: 'departmentName', width: 140, render: dash },
    { title: t('employee.position'), dataIndex: 'position', width: 140, render: dash },
    { title: t('employee.phone'), dataIndex: 'phone', width: 140, render: dash },
    {
      title: t('employee.gender'),
      dataIndex: 'gender',
      width: 70,
      render: (gender: EmployeeRow['gender']) => (gender ? t(`employee.gender.${gender}`) : '-'),
    },
    { title: t('employee.entryDate'), dataIndex: 'entryDate', width: 120, render: dash },
    {
      title: t('employee.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: EmployeeStatus) => (
        <Tag color={STATUS_COLORS[status]}>{t(`employee.status.${status}`)}</Tag>
      ),
    },
  ];
  const columns = compact
    ? allColumns.filter((column) => !COMPACT_HIDDEN.has(String((column as { dataIndex?: string }).dataIndex)))
    : allColumns;
  if (onEdit || onDelete) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {onEdit && (
            <Button type="link" size="small" onClick={() => onEdit(row)}>
              {t('common.edit')}
            </Button>
          )}
          {onDelete && (
            <Popconfirm
              title={t('employee.deleteConfirm', { name: row.name })}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(row)}
            >
              <Button type="link" size="small" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  return (
    <div data-testid={testId}>
      <Table<EmployeeRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={listPagination(
          { pageNum, pageSize: paging.pageSize, total: page.data?.total ?? 0 },
          (next, pageSize) => setPaging({ filtersKey, pageNum: next, pageSize }),
        )}
      />
    </div>
  );
}

function dash(value: string | null) {
  return value ? value : '-';
}
