import { type AuditEntry, auditApi } from '@atrium/contract';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGranted } from '../../../platform/access/use-granted';
import { useSession } from '../../../platform/session/session-store';
import { formatDateTime } from '../../../resources/format-date-time';
import { ListFilterPanel } from '../../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, idFilter, timeRangeFilter } from '../../../resources/list-filters';
import { type ListColumn, ListTable } from '../../../resources/list-table';
import { useFilteredList } from '../../../resources/use-filtered-list';
import { usePageInRange } from '../../../resources/use-list-url-state';
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

/** The log's filters, kept in the URL: the time range as two UTC instants. */
const auditFilters = defineListFilters({
  entity: choiceFilter(AUDITED_ENTITIES),
  action: choiceFilter(AUDIT_ACTIONS),
  userId: idFilter(),
  range: timeRangeFilter('atFrom', 'atTo'),
});

/** 审计日志 (/system/audit/list, hidden from the menu): who changed what, with a before/after view. */
export function AuditPage() {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const list = useFilteredList(auditFilters);
  const [userSearch, setUserSearch] = useState('');
  const organizationName = useSession((state) => state.info?.organizationName ?? '');
  const canListUsers = useGranted('adminUserList:query');
  const page = useAuditPage(list.query);
  usePageInRange(list, page.data);
  const users = useAuditUserOptions(userSearch, canListUsers);

  const entityLabel = (entity: string) =>
    (AUDITED_ENTITIES as readonly string[]).includes(entity)
      ? t(`audit.entity.${entity as (typeof AUDITED_ENTITIES)[number]}`)
      : entity;
  const actionLabel = (action: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(action)
      ? t(`audit.action.${action as (typeof AUDIT_ACTIONS)[number]}`)
      : action;

  const columns: ListColumn<AuditEntry>[] = [
    { title: t('audit.time'), key: 'at', width: 180, render: formatDateTime },
    { title: t('audit.user'), key: 'username', width: 140, render: (name: string) => name || '—' },
    { title: t('audit.organization'), key: 'organization', width: 180, render: () => organizationName },
    { title: t('audit.entity'), key: 'entity', width: 150, render: entityLabel },
    { title: t('audit.recordId'), key: 'entityId', width: 110 },
    {
      title: t('audit.action'),
      key: 'action',
      width: 100,
      render: (action: string) => <Tag color={ACTION_COLORS[action] ?? 'default'}>{actionLabel(action)}</Tag>,
    },
    { title: t('audit.ip'), key: 'ip', ellipsis: true },
  ];

  return (
    <div data-testid="audit-log">
      <ListFilterPanel list={list}>
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
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListTable<AuditEntry>
          list={list}
          page={page}
          columns={columns}
          emptyText={t('audit.empty')}
          // As wide as the panel: the IP column is cut with an ellipsis, not scrolled to.
          scroll={undefined}
          expandable={{
            expandedRowRender: (entry) => <AuditDiffView entry={entry} />,
            rowExpandable: (entry) => entry.before !== null || entry.after !== null,
          }}
        />
      </section>
    </div>
  );
}
