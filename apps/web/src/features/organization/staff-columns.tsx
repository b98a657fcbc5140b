import type { EmployeeRow, EmployeeStatus } from '@atrium/contract';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import type { ListColumn } from '../../resources/list-table';
import { ORGANIZATION_NS } from './organization-i18n';

const STATUS_COLORS: Record<EmployeeStatus, string> = { active: 'success', left: 'default' };
/** Left out of the compact table beside the department tree. */
const COMPACT_HIDDEN = new Set(['gender', 'entryDate']);

const dash = (value: string | null) => value || '-';

/**
 * The columns of every staff table (the staff list and the department screens). A name opens
 * the staff detail when the user holds that screen.
 */
export function useStaffColumns(compact = false): ListColumn<EmployeeRow>[] {
  const { t } = useTranslation(ORGANIZATION_NS);
  const navigate = useNavigate();
  const canOpenDetail = useGranted('staffDetail');
  const columns: ListColumn<EmployeeRow>[] = [
    { title: t('employee.jobNumber'), key: 'jobNumber', width: 100 },
    {
      title: t('employee.name'),
      key: 'name',
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
    { title: t('employee.department'), key: 'departmentName', width: 140, render: dash },
    { title: t('employee.position'), key: 'position', width: 140, render: dash },
    { title: t('employee.phone'), key: 'phone', width: 140, render: dash },
    {
      title: t('employee.gender'),
      key: 'gender',
      width: 70,
      render: (gender: EmployeeRow['gender']) => (gender ? t(`employee.gender.${gender}`) : '-'),
    },
    { title: t('employee.entryDate'), key: 'entryDate', width: 120, render: dash },
    {
      title: t('employee.status'),
      key: 'status',
      width: 90,
      render: (status: EmployeeStatus) => (
        <Tag color={STATUS_COLORS[status]}>{t(`employee.status.${status}`)}</Tag>
      ),
    },
  ];
  return compact ? columns.filter((column) => !COMPACT_HIDDEN.has(column.key)) : columns;
}
