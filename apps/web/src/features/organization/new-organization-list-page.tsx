import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { buildDepartmentTree, type DepartmentNode, type DepartmentRow } from '@atrium/contract';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { ORGANIZATION_NS } from './organization-i18n';
import { useDepartments } from './organization-queries';
import './organization.css';

/**
 * 新组织架构 (/organization/new/list): the same departments as 组织架构, drawn as an org chart of
 * cards (leader, headcount, status) level by level; a card opens the department's details.
 * Editing stays on 组织架构 and the detail screen.
 */
export function NewOrganizationListPage() {
  const { t } = useTranslation(ORGANIZATION_NS);
  const departments = useDepartments();
  const tree = useMemo(() => buildDepartmentTree(departments.data ?? []), [departments.data]);
  const total = (departments.data ?? []).reduce((sum, row) => sum + row.staffCount, 0);

  return (
    <section className="atrium-panel" data-testid="org-chart">
      <Space direction="vertical" size={4} style={{ marginBottom: 16 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          <ApartmentOutlined /> {t('chart.company')} · {t('chart.staff', { count: total })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('chart.hint')}</Typography.Text>
      </Space>
      {departments.isPending ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : tree.length === 0 ? (
        <Empty description={t('department.none')} />
      ) : (
        <div className="atrium-org-chart-level">
          {tree.map((node) => (
            <Branch key={node.department.id} node={node} />
          ))}
        </div>
      )}
    </section>
  );
}

/** Headcount of a department with everything below it. */
function headcount(node: DepartmentNode<DepartmentRow>): number {
  return node.children.reduce((sum, child) => sum + headcount(child), node.department.staffCount);
}

function Branch({ node }: { node: DepartmentNode<DepartmentRow> }) {
  const { t } = useTranslation(ORGANIZATION_NS);
  const navigate = useNavigate();
  const canOpen = useGranted('organizationDetail');
  const row = node.department;
  return (
    <div className="atrium-org-chart-branch">
      <Card
        size="small"
        hoverable={canOpen}
        data-testid={`org-card-${row.id}`}
        onClick={canOpen ? () => navigate(`/organization/detail/${row.id}`) : undefined}
        title={row.name}
        extra={!row.enabled && <Tag>{t('department.off')}</Tag>}
        style={{ minWidth: 220 }}
      >
        <Space direction="vertical" size={2}>
          <Typography.Text>
            <UserOutlined /> {row.leaderName || t('chart.noLeader')}
          </Typography.Text>
          <Typography.Text type="secondary">
            <TeamOutlined /> {t('chart.staff', { count: headcount(node) })}
          </Typography.Text>
        </Space>
      </Card>
      {node.children.length > 0 && (
        <div className="atrium-org-chart-children">
          {node.children.map((child) => (
            <Branch key={child.department.id} node={child} />
          ))}
        </div>
      )}
    </div>
  );
}
