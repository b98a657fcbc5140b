import { type AuditEntry, auditApi, type QueryOf } from '@atrium/contract';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGranted } from '../../../platform/access/use-granted';
import { ScreenQueryProvider } from '../../../platform/query/screen-query-provider';
import { useSession } from '../../../platform/session/session-store';
import { FilterActions } from '../../../resources/filter-actions';
import { formatDateTime } from '../../../resources/format-date-time';
import { listPagination } from '../../../resources/list-pagination';
import { SYSTEM_CONFIG_NS } from '../system-config-i18n';
import { useAuditPage, useAuditUserOptions } from '../system-config-queries';
import { AuditDiffView } from './audit-diff-view';

/** Entities the services audit; any other name still shows, as itself. */
export const AUDITED_ENTITIES = [
  'menu',
  'dictType',
  'dictItem',
  'customerSource',
  'paymentChannel',
  'adminUser',
  'role',
  'department',
  'employee',
  'file',
  'profile',
  'password',
  'session',
] as const;

const { AUDIT_ACTIONS } = auditApi;

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  restore: 'cyan',
  grant: 'purple',
  revoke: 'orange',
};

interface Filters {
  entity?: string;
  action?: string;
  userId?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

type Query = QueryOf<typeof auditApi.auditPage>;

/** The page query for the filter form's values ('' where a filter is not set). */
export function auditQueryOf(filters: Filters, paging: { pageNum: number; pageSize: number }): Query {
  const [from, to] = filters.range ?? [];
  return {
    ...paging,
    entity: filters.entity ?? '',
    action: filters.action ?? '',
    userId: filters.userId ?? '',
    atFrom: from ? from.toISOString() : '',
    atTo: to ? to.toISOString() : '',
  };
}

/** 审计日志 (/system/audit/list, hidden from the menu): who changed what, with a before/after view. */
export function AuditPage() {
  return (
    <ScreenQueryProvider>
      <AuditLog />
    </ScreenQueryProvider>
  );
}

function AuditLog() {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [userSearch, setUserSearch] = useState('');
  const organizationName = useSession((state) => state.info?.organizationName ?? '');
  const canListUsers = useGranted('adminUserList:query');
  const page = useAuditPage(auditQueryOf(filters, paging));
  const users = useAuditUserOptions(userSearch, canListUsers);

  const entityLabel = (entity: string) =>
    (AUDITED_ENTITIES as readonly string[]).includes(entity)
      ? t(`audit.entity.${entity as (typeof AUDITED_ENTITIES)[number]}`)
      : entity;
  const actionLabel = (action: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(action)
      ? t(`audit.action.${action as (typeof AUDIT_ACTIONS)[number]}`)
      : action;

  const columns: TableProps<AuditEntry>['columns'] = [
    { title: t('audit.time'), dataIndex: 'at', width: 180, render: formatDateTime },
    { title: t('audit.user'), dataIndex: 'username', width: 140, render: (name: string) => name || '—' },
    { title: t('audit.organization'), key: 'organization', width: 180, render: () => organizationName },
    { title: t('audit.entity'), dataIndex: 'entity', width: 150, render: entityLabel },
    { title: t('audit.recordId'), dataIndex: 'entityId', width: 110 },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      width: 100,
      render: (action: string) => <Tag color={ACTION_COLORS[action] ?? 'default'}>{actionLabel(action)}</Tag>,
    },
    { title: t('audit.ip'), dataIndex: 'ip', ellipsis: true },
  ];

  const apply = (values: Filters) => {
    setFilters(values);
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <div data-testid="audit-log">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Form<Filters> form={form} layout="inline" onFinish={apply} style={{ rowGap: 16 }}>
          <Form.Item name="entity" label={t('audit.entity')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('audit.entityPlaceholder')}
              style={{ width: 180 }}
              options={AUDITED_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) }))}
            />
          </Form.Item>
          <Form.Item name="action" label={t('audit.action')}>
            <Select
              allowClear
              placeholder={t('audit.actionPlaceholder')}
              style={{ width: 140 }}
              options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
            />
          </Form.Item>
          {canListUsers && (
            <Form.Item name="userId" label={t('audit.user')}>
              <Select
                allowClear
                showSearch={{ filterOption: false, onSearch: setUserSearch }}
                placeholder={t('audit.userPlaceholder')}
                style={{ width: 180 }}
                loading={users.isFetching}
                options={(users.data?.list ?? []).map((user) => ({
                  value: user.id,
                  label: `${user.name} (${user.username})`,
                }))}
              />
            </Form.Item>
          )}
          <Form.Item name="range" label={t('audit.timeRange')}>
            <DatePicker.RangePicker showTime format="YYYY-MM-DD HH:mm:ss" allowEmpty={[true, true]} />
          </Form.Item>
          <FilterActions onReset={() => apply({})} />
        </Form>
      </section>
      <section className="atrium-panel">
        <Table<AuditEntry>
          rowKey="id"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          expandable={{
            expandedRowRender: (entry) => <AuditDiffView entry={entry} />,
            rowExpandable: (entry) => entry.before !== null || entry.after !== null,
          }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.empty')} />,
          }}
          pagination={listPagination({ ...paging, total: page.data?.total ?? 0 }, (pageNum, pageSize) =>
            setPaging({ pageNum, pageSize }),
          )}
        />
      </section>
    </div>
  );
}
