import type { DepartmentRow } from '@atrium/contract';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { DepartmentTreePanel } from './department-tree-panel';
import { ORGANIZATION_NS } from './organization-i18n';
import { StaffTable } from './staff-table';

/**
 * 组织架构 (/organization/list): the department tree on the left, the staff of the selected
 * department (with its sub-departments) on the right; all staff when nothing is selected.
 */
export function OrganizationListPage() {
  return (
    <ScreenQueryProvider>
      <OrganizationList />
    </ScreenQueryProvider>
  );
}

function OrganizationList() {
  const { t } = useTranslation(ORGANIZATION_NS);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<DepartmentRow | null>(null);
  const canSeeStaff = useGranted('staffList:query');
  const canOpenDetail = useGranted('organizationDetail');

  return (
    <Row gutter={16} data-testid="organization-list">
      <Col xs={24} md={9} xl={7}>
        <section className="atrium-panel" style={{ height: '100%' }}>
          <DepartmentTreePanel selectedId={selected?.id ?? null} onSelect={setSelected} />
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
            <StaffTable compact filters={{ departmentId: selected?.id }} />
          ) : (
            <Empty description={t('department.noStaffAccess')} />
          )}
        </section>
      </Col>
    </Row>
  );
}
