import type { AuditEntry } from '@atrium/contract';
import Checkbox from 'antd/es/checkbox';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_CONFIG_NS } from '../system-config-i18n';
import { type ChangeKind, type DiffRow, diffAuditValues, formatAuditValue } from './audit-diff';

const CHANGE_COLORS: Record<ChangeKind, string> = {
  added: 'green',
  removed: 'red',
  changed: 'orange',
  same: 'default',
};

/** One audit entry's before/after, field by field; unchanged fields only on request. */
export function AuditDiffView({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const [showUnchanged, setShowUnchanged] = useState(false);
  const rows = useMemo(() => diffAuditValues(entry.before, entry.after), [entry]);
  const shown = showUnchanged ? rows : rows.filter((row) => row.change !== 'same');
  const unchanged = rows.length - rows.filter((row) => row.change !== 'same').length;

  const value = (text: unknown, change: ChangeKind, side: 'before' | 'after') => (
    <Typography.Text
      delete={side === 'before' && (change === 'changed' || change === 'removed')}
      type={side === 'after' && change !== 'same' ? 'success' : undefined}
      style={{ wordBreak: 'break-all' }}
    >
      {formatAuditValue(text)}
    </Typography.Text>
  );

  const columns: TableProps<DiffRow>['columns'] = [
    {
      title: t('audit.field'),
      dataIndex: 'field',
      width: 180,
      render: (field: string) => <code>{field}</code>,
    },
    {
      title: '',
      dataIndex: 'change',
      width: 80,
      render: (change: ChangeKind) => <Tag color={CHANGE_COLORS[change]}>{t(`audit.change.${change}`)}</Tag>,
    },
    { title: t('audit.before'), key: 'before', render: (_, row) => value(row.before, row.change, 'before') },
    { title: t('audit.after'), key: 'after', render: (_, row) => value(row.after, row.change, 'after') },
  ];

  return (
    <div data-testid="audit-diff">
      {unchanged > 0 && (
        <Checkbox checked={showUnchanged} onChange={(event) => setShowUnchanged(event.target.checked)}>
          {t('audit.showUnchanged')} ({unchanged})
        </Checkbox>
      )}
      <Table<DiffRow>
        rowKey="field"
        size="small"
        columns={columns}
        dataSource={shown}
        pagination={false}
        locale={{ emptyText: t('audit.noChange') }}
        style={{ marginTop: 8 }}
      />
    </div>
  );
}
