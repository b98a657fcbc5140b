import type { EmployeeRow, hrmApi, QueryOf } from '@atrium/contract';
import Table from 'antd/es/table';
import { useState } from 'react';
import { listPagination } from '../../resources/list-pagination';
import { useEmployeePage } from './organization-queries';
import { useStaffColumns } from './staff-columns';

/** What the staff page may be narrowed by (the page query without paging). */
export type StaffFilters = Omit<QueryOf<typeof hrmApi.employeePage>, 'pageNum' | 'pageSize'>;

const PAGE_SIZE = 10;

interface StaffTableProps {
  filters: StaffFilters;
  /** Fewer columns, for a table beside the department tree. */
  compact?: boolean;
  testId?: string;
}

/**
 * A department's staff in a paged table (pager `共 N 条记录`) on the department screens, paged
 * in place: the page it shows belongs to the department picked there, not to the URL.
 */
export function StaffTable({ filters, compact = false, testId = 'staff-table' }: StaffTableProps) {
  const columns = useStaffColumns(compact);
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, pageNum: 1, pageSize: PAGE_SIZE });
  // New filters start again at page 1.
  const pageNum = paging.filtersKey === filtersKey ? paging.pageNum : 1;
  const page = useEmployeePage({ ...filters, pageNum, pageSize: paging.pageSize });

  return (
    <div data-testid={testId}>
      <Table<EmployeeRow>
        rowKey="id"
        size="middle"
        columns={columns.map((column) => ({ dataIndex: column.key, ...column }))}
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
