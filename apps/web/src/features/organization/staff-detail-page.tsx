import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { formatDateTime } from '../../resources/format-date-time';
import { DetailActions, DetailFallback } from './detail-parts';
import { EmployeeFormModal } from './employee-form-modal';
import { ORGANIZATION_NS } from './organization-i18n';
import { useEmployee } from './organization-queries';

/** 员工详情 (/organization/staff/detail/:id). */
export function StaffDetailPage() {
  const { id } = useParams();
  return <StaffDetail key={id} id={Number(id)} />;
}

const dash = (value: string | null | undefined) => value || '-';

function StaffDetail({ id }: { id: number }) {
  const { t } = useTranslation(ORGANIZATION_NS);
  const navigate = useNavigate();
  const employee = useEmployee(id);
  const canOpenDepartment = useGranted('organizationDetail');
  const [editing, setEditing] = useState(false);

  if (!employee.data) return <DetailFallback pending={employee.isPending} />;
  const row = employee.data;
  const department = row.departmentPath.length
    ? row.departmentPath.map((step, index) =>
        canOpenDepartment ? (
          <span key={step.id}>
            {index > 0 && ' / '}
            <Typography.Link onClick={() => navigate(`/organization/detail/${step.id}`)}>
              {step.name}
            </Typography.Link>
          </span>
        ) : (
          <span key={step.id}>
            {index > 0 && ' / '}
            {step.name}
          </span>
        ),
      )
    : '-';

  return (
    <section className="atrium-panel" data-testid="staff-detail">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {row.name}{' '}
          <Tag color={row.status === 'active' ? 'success' : 'default'}>
            {t(`employee.status.${row.status}`)}
          </Tag>
        </Typography.Title>
        <DetailActions onEdit={() => setEditing(true)} />
      </Space>
      <Descriptions
        title={t('employee.basic')}
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'name', label: t('employee.name'), children: row.name },
          { key: 'jobNumber', label: t('employee.jobNumber'), children: row.jobNumber },
          {
            key: 'gender',
            label: t('employee.gender'),
            children: row.gender ? t(`employee.gender.${row.gender}`) : '-',
          },
          { key: 'phone', label: t('employee.phone'), children: dash(row.phone) },
          { key: 'email', label: t('employee.email'), children: dash(row.email) },
          { key: 'account', label: t('employee.account'), children: dash(row.username) },
        ]}
      />
      <Descriptions
        title={t('employee.work')}
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'department', label: t('employee.department'), children: department },
          { key: 'position', label: t('employee.position'), children: dash(row.position) },
          { key: 'entryDate', label: t('employee.entryDate'), children: dash(row.entryDate) },
          { key: 'remark', label: t('employee.remark'), children: dash(row.remark), span: 3 },
          { key: 'createdAt', label: t('employee.createdAt'), children: formatDateTime(row.createdAt) },
          { key: 'updatedAt', label: t('employee.updatedAt'), children: formatDateTime(row.updatedAt) },
        ]}
      />
      {editing && <EmployeeFormModal target={{ mode: 'edit', row }} onClose={() => setEditing(false)} />}
    </section>
  );
}
