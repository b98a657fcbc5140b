import type { EmployeeRow, hrmApi, QueryOf } from '@atrium/contract';
import { defineListFilters } from '../../resources/list-filters';
import { ListTable } from '../../resources/list-table';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { useEmployeePage } from './organization-queries';
import { useStaffColumns } from './staff-columns';

/** What the staff page may be narrowed by (the page query without paging). */
export type StaffFilters = Omit<QueryOf<typeof hrmApi.employeePage>, 'pageNum' | 'pageSize'>;

/** The prefix of the staff table's URL params (`staff.pageNum`), beside the screen's own. */
export const STAFF_TABLE_PREFIX = 'staff.';
const staffTableState = defineListFilters({}, { prefix: STAFF_TABLE_PREFIX });

interface StaffTableProps {
  filters: StaffFilters;
  /** Fewer columns, for a table beside the department tree. */
  compact?: boolean;
  testId?: string;
}

/**
 * A department's staff in a paged table (pager `共 N 条记录`) on the department screens; its page
 * is in the URL under `staff.` (a screen choosing another department drops those params).
 */
export function StaffTable({ filters, compact = false, testId = 'staff-table' }: StaffTableProps) {
  const columns = useStaffColumns(compact);
  const list = useFilteredList(staffTableState);
  const page = useEmployeePage({ ...filters, ...list.query });
  usePageInRange(list, page.data);

  return (
    <div data-testid={testId}>
      <ListTable<EmployeeRow> list={list} page={page} columns={columns} />
    </div>
  );
}
