import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type EmployeeRow, hrmApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import TreeSelect from 'antd/es/tree-select';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Action } from '../../platform/access/action';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { FilterActions } from '../../resources/filter-actions';
import { FilterPanel } from '../../resources/filter-panel';
import { departmentTreeData } from './department-tree-data';
import { EmployeeFormModal, type EmployeeTarget } from './employee-form-modal';
import { ORGANIZATION_NS } from './organization-i18n';
import { useDepartments, useInvalidateOrganization } from './organization-queries';
import { type StaffFilters, StaffTable } from './staff-table';

/** 员工列表 (/organization/staff/list): filters, the paged staff table, add/edit/delete by oper keys. */
export function StaffListPage() {
  return (
    <ScreenQueryProvider>
      <StaffList />
    </ScreenQueryProvider>
  );
}

function StaffList() {
  const { t } = useTranslation(ORGANIZATION_NS);
  const can = useAction();
  const [form] = Form.useForm<StaffFilters>();
  const [filters, setFilters] = useState<StaffFilters>({});
  const [editing, setEditing] = useState<EmployeeTarget | null>(null);
  const departments = useDepartments();
  const departmentTree = useMemo(() => departmentTreeData(departments.data ?? []), [departments.data]);
  const invalidate = useInvalidateOrganization();

  const remove = async (row: EmployeeRow) => {
    try {
      await callEndpoint(hrmApi.employeeDelete, { params: { id: row.id }, query: { version: row.version } });
      showMessage('success', t('common.deleted'));
      await invalidate();
    } catch {
      // The api client has shown the server's reason.
    }
  };

  const search = (values: StaffFilters) =>
    setFilters({
      keyword: values.keyword?.trim() || undefined,
      departmentId: values.departmentId,
      status: values.status,
      gender: values.gender,
    });

  return (
    <div data-testid="staff-list">
      <FilterPanel<StaffFilters> form={form} onFinish={search}>
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
        <FilterActions onReset={() => search({})} />
      </FilterPanel>
      <section className="atrium-panel">
        <Action code="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            style={{ marginBottom: 16 }}
            onClick={() => setEditing({ mode: 'new', departmentId: filters.departmentId })}
          >
            {t('common.add')}
          </Button>
        </Action>
        <StaffTable
          filters={filters}
          onEdit={can('update') ? (row) => setEditing({ mode: 'edit', row }) : undefined}
          onDelete={can('delete') ? remove : undefined}
        />
      </section>
      {editing && <EmployeeFormModal target={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
