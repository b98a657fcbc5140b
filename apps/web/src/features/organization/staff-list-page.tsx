import { type EmployeeRow, hrmApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import TreeSelect from 'antd/es/tree-select';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import {
  createToolbarAction,
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { runListWrite } from '../../resources/list-write';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { departmentTreeData } from './department-tree-data';
import { EmployeeFormModal, type EmployeeTarget } from './employee-form-modal';
import { ORGANIZATION_NS } from './organization-i18n';
import { useDepartments, useEmployeePage, useInvalidateOrganization } from './organization-queries';
import { useStaffColumns } from './staff-columns';

/** The staff list's filters, kept in the URL. */
const staffFilters = defineListFilters({
  keyword: textFilter(),
  departmentId: idFilter(),
  status: choiceFilter(hrmApi.EMPLOYEE_STATUSES),
  gender: choiceFilter(hrmApi.GENDERS),
});

/** 员工列表 (/organization/staff/list): filters, the paged staff table, add/edit/delete by oper keys. */
export function StaffListPage() {
  const { t } = useTranslation(ORGANIZATION_NS);
  const list = useFilteredList(staffFilters);
  const page = useEmployeePage(list.query);
  usePageInRange(list, page.data);
  const [editing, setEditing] = useState<EmployeeTarget | null>(null);
  const departments = useDepartments();
  const departmentTree = useMemo(() => departmentTreeData(departments.data ?? []), [departments.data]);
  const invalidate = useInvalidateOrganization();
  const staffColumns = useStaffColumns();

  const remove = (row: EmployeeRow) =>
    runListWrite(
      () => callEndpoint(hrmApi.employeeDelete, { params: { id: row.id }, query: { version: row.version } }),
      t('common.deleted'),
      invalidate,
    );

  const rowActions = useGrantedActions<RowAction<EmployeeRow>>([
    {
      key: 'edit',
      label: t('common.edit'),
      oper: 'update',
      onClick: (row) => setEditing({ mode: 'edit', row }),
    },
    deleteRowAction(t('common.delete'), (row) => t('employee.deleteConfirm', { name: row.name }), remove),
  ]);
  const columns = [...staffColumns, rowActionsColumn(t('common.actions'), rowActions)];

  return (
    <div data-testid="staff-list">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('employee.keyword')}>
          <Input allowClear placeholder={t('employee.keywordPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="departmentId" label={t('employee.department')}>
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            placeholder={t('common.selectPlaceholder', { label: t('employee.department') })}
            style={{ width: 200 }}
            treeData={departmentTree}
          />
        </Form.Item>
        <Form.Item name="status" label={t('employee.status')}>
          <Select
            allowClear
            placeholder={t('common.selectPlaceholder', { label: t('employee.status') })}
            style={{ width: 120 }}
            options={hrmApi.EMPLOYEE_STATUSES.map((value) => ({
              value,
              label: t(`employee.status.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="gender" label={t('employee.gender')}>
          <Select
            allowClear
            placeholder={t('common.selectPlaceholder', { label: t('employee.gender') })}
            style={{ width: 100 }}
            options={hrmApi.GENDERS.map((value) => ({ value, label: t(`employee.gender.${value}`) }))}
          />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[
              createToolbarAction(t('common.add'), () =>
                setEditing({ mode: 'new', departmentId: list.query.departmentId }),
              ),
            ]}
          />
        </ListToolbar>
        <ListTable<EmployeeRow> list={list} page={page} columns={columns} />
      </section>
      {editing && <EmployeeFormModal target={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
