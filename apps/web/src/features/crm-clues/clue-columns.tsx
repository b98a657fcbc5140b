import type { ClueRow } from '@atrium/contract';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../resources/format-date-time';
import { ClueStatusTag } from './clue-status-tag';

const orDash = (value: string) => value || '-';

/** The columns every clue table shows (pool clue list, allocation window); callers add their actions. */
export function clueColumns(t: TFunction<'clues'>): ColumnsType<ClueRow> {
  return [
    { title: t('clue.name'), dataIndex: 'name', width: 110, ellipsis: true },
    { title: t('clue.company'), dataIndex: 'company', ellipsis: true, render: orDash },
    { title: t('clue.phone'), dataIndex: 'phone', width: 140, render: orDash },
    {
      title: t('clue.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: ClueRow['status'], row) => (
        <ClueStatusTag status={status} reason={row.invalidReason} />
      ),
    },
    { title: t('clue.assignee'), dataIndex: 'assigneeName', width: 100, render: orDash },
    { title: t('clue.createdAt'), dataIndex: 'createdAt', width: 170, render: formatDateTime },
  ];
}
