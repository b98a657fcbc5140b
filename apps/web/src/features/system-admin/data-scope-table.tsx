import type { DataScopeKind } from '@atrium/contract';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { SYSTEM_ADMIN_NS } from './system-admin-i18n';

interface Props {
  /** Every kind of record offering a choice (the server's list). */
  kinds: readonly DataScopeKind[];
  /** The role's granted permission keys: a kind shows when its menu is granted. */
  granted: ReadonlySet<string>;
  /** The chosen scope per kind (a kind missing: its default). */
  value: ReadonlyMap<string, string>;
  onChange: (next: Map<string, string>) => void;
  disabled?: boolean;
}

/** The kinds a role may see records of: those whose menu it is granted. */
export function grantedKinds(kinds: readonly DataScopeKind[], granted: ReadonlySet<string>): DataScopeKind[] {
  return kinds.filter((kind) => granted.has(kind.menuKey));
}

/** 数据范围: one row per granted list offering a choice, its records shown picked from a select. */
export function DataScopeTable({ kinds, granted, value, onChange, disabled }: Props) {
  const { t } = useTranslation(SYSTEM_ADMIN_NS);
  const rows = grantedKinds(kinds, granted);
  return (
    <div data-testid="role-data-scopes">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('role.dataScopesHint')}
      </Typography.Paragraph>
      <Table<DataScopeKind>
        size="small"
        rowKey="resource"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('role.dataScopesNone') }}
        style={{ maxWidth: 560 }}
        columns={[
          { key: 'list', title: t('role.dataScopeList'), dataIndex: 'title' },
          {
            key: 'scope',
            title: t('role.dataScopeRecords'),
            width: '60%',
            render: (_, kind) => (
              <Select
                data-testid={`data-scope-${kind.resource}`}
                aria-label={kind.title}
                style={{ width: '100%' }}
                disabled={disabled}
                value={value.get(kind.resource) ?? kind.defaultScope}
                options={kind.options.map((option) => ({ value: option.scope, label: option.label }))}
                onChange={(scope: string) => onChange(new Map(value).set(kind.resource, scope))}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
