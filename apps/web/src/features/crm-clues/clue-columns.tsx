import type { ClueRow } from '@atrium/contract';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../resources/format-date-time';
import type { ListColumn } from '../../resources/list-table';
import { ClueStatusTag } from './clue-status-tag';

const orDash = (value: string) => value || '-';

/** The columns every clue table shows (pool clue list, allocation window); callers add their actions. */
export function clueColumns(t: TFunction<'clues'>): ListColumn<ClueRow>[] {
  return [
    { title: t('clue.name'), key: 'name', dataIndex: 'name', width: 110, truncate: true },
    { title: t('clue.company'), key: 'company', dataIndex: 'company', truncate: true },
    { title: t('clue.phone'), key: 'phone', dataIndex: 'phone', width: 140, render: orDash },
    {
      title: t('clue.status'),
      key: 'status',
      dataIndex: 'status',
      width: 100,
      render: (status: ClueRow['status'], row) => (
        <ClueStatusTag status={status} reason={row.invalidReason} />
      ),
    },
    { title: t('clue.assignee'), key: 'assigneeName', dataIndex: 'assigneeName', width: 100, render: orDash },
    {
      title: t('clue.createdAt'),
      key: 'createdAt',
      dataIndex: 'createdAt',
      width: 170,
      render: formatDateTime,
    },
  ];
}
