import type { DepartmentRow } from '@atrium/contract';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { DepartmentTreePanel } from './department-tree-panel';
import { ORGANIZATION_NS } from './organization-i18n';
import { useDepartments } from './organization-queries';
import { STAFF_TABLE_PREFIX, StaffTable } from './staff-table';

/** The chosen department's URL param. */
const DEPARTMENT_PARAM = 'department';

/**
 * 组织架构 (/organization/list): the department tree on the left, the staff of the selected
 * department (with its sub-departments) on the right; all staff when nothing is selected.
 */
export function OrganizationListPage() {
  const { t } = useTranslation(ORGANIZATION_NS);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const departments = useDepartments();
  // The chosen department is in the URL; its staff start on their first page.
  const chosen = searchParams.get(DEPARTMENT_PARAM) ?? '';
  const selectedId = /^[1-9]\d{0,8}$/.test(chosen) ? Number(chosen) : null;
  const selected = departments.data?.find((row) => row.id === selectedId) ?? null;
  const setSelected = (department: DepartmentRow | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams([...current].filter(([key]) => !key.startsWith(STAFF_TABLE_PREFIX)));
      if (department) next.set(DEPARTMENT_PARAM, String(department.id));
      else next.delete(DEPARTMENT_PARAM);
      return next;
    });
  const canSeeStaff = useGranted('staffList:query');
  const canOpenDetail = useGranted('organizationDetail');

  return (
    <Row gutter={16} data-testid="organization-list">
      <Col xs={24} md={9} xl={7}>
        <section className="atrium-panel" style={{ height: '100%' }}>
          <DepartmentTreePanel selectedId={selected?.id ?? selectedId} onSelect={setSelected} />
        </section>
      </Col>
      <Col xs={24} md={15} xl={17}>
        <section className="atrium-panel">
          <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
            <Typography.Title level={5} style={{ margin: 0 }} data-testid="staff-pane-title">
              {selected ? t('department.staffOf', { name: selected.name }) : t('department.allStaff')}
            </Typography.Title>
            {selected && canOpenDetail && (
              <Button onClick={() => navigate(`/organization/detail/${selected.id}`)}>
                {t('department.openDetail')}
              </Button>
            )}
          </Space>
          {canSeeStaff ? (
            <StaffTable
              compact
              // Until the departments load, the URL's; then only one that exists.
              filters={{ departmentId: departments.data ? selected?.id : (selectedId ?? undefined) }}
            />
          ) : (
            <Empty description={t('department.noStaffAccess')} />
          )}
        </section>
      </Col>
    </Row>
  );
}
