import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { InstanceStatusTag } from '../../resources/approvals/approval-status-tag';
import { formatDateTime } from '../../resources/format-date-time';
import type { ListColumn } from '../../resources/list-table';
import { NOT_ON_PHONE } from '../../resources/list-table';
import type { CENTRE_NS } from './approval-centre-i18n';
import { approvalDetailPath } from './detail-path';

type CentreT = TFunction<typeof CENTRE_NS>;

/** 审批编号 as a link to 审批详情, and 流程名称: the first columns of every list of the centre. */
export function numberAndProcessColumns<Row extends { instanceNo: string; processName: string }>(
  t: CentreT,
  instanceIdOf: (row: Row) => number,
): ListColumn<Row>[] {
  return [
    {
      title: t('column.instanceNo'),
      key: 'instanceNo',
      render: (no: string, row) => <Link to={approvalDetailPath(instanceIdOf(row))}>{no}</Link>,
    },
    { title: t('column.processName'), key: 'processName' },
  ];
}

interface InstanceRowLike {
  id: number;
  instanceNo: string;
  processName: string;
  category: string;
  status: string;
  currentAssignees: string[];
  createTime: string;
  finishTime: string | null;
}

/**
 * The columns of an instance list (我发起的, 全部审批): number, process, category, status, where it
 * waits and its times; `middle` goes after the status (the current node, the initiator).
 */
export function instanceColumns<Row extends InstanceRowLike>(
  t: CentreT,
  categoryLabel: (code: string) => string,
  middle: ListColumn<Row>[],
): ListColumn<Row>[] {
  return [
    ...numberAndProcessColumns<Row>(t, (row) => row.id),
    { title: t('column.category'), key: 'category', responsive: NOT_ON_PHONE, render: categoryLabel },
    {
      title: t('column.status'),
      key: 'status',
      render: (status: string) => <InstanceStatusTag status={status} />,
    },
    ...middle,
    {
      title: t('column.currentAssignees'),
      key: 'currentAssignees',
      responsive: NOT_ON_PHONE,
      render: (names: string[]) => names.join('、') || '-',
    },
    { title: t('column.createTime'), key: 'createTime', render: formatDateTime },
    { title: t('column.finishTime'), key: 'finishTime', responsive: NOT_ON_PHONE, render: formatDateTime },
  ];
}
