import { crmPrivateSeaApi, type PrivateSeaRule } from '@atrium/contract';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import {
  createToolbarAction,
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { defineListFilters, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { PRIVATE_SEA_NS } from './private-sea-i18n';
import { ruleDetailPath, useInvalidatePrivateSea, useRules } from './private-sea-queries';
import { RecallPreviewPanel } from './recall-preview-panel';
import { countText, daysText, recallText } from './rule-limits';

/** 私海规则 (/customer/privateSea/ruleList): the rules, on/off switches, and tomorrow's recall preview. */
export function PrivateSeaRuleListPage() {
  return (
    <>
      <PrivateSeaRuleList />
      <RecallPreviewPanel />
    </>
  );
}

const api = crmPrivateSeaApi;

/** The rule list's name search, kept in the URL. */
const ruleFilters = defineListFilters({ name: textFilter() });

function PrivateSeaRuleList() {
  const { t } = useTranslation(PRIVATE_SEA_NS);
  const navigate = useNavigate();
  const can = useAction();
  const list = useFilteredList(ruleFilters);
  const [busyId, setBusyId] = useState<number | null>(null);
  const rules = useRules(list.query);
  usePageInRange(list, rules.data);
  const invalidate = useInvalidatePrivateSea();

  /** Runs one write on a row, then refreshes the list and the preview (a rule change moves it). */
  const write = async (id: number, work: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    try {
      await work();
      showMessage('success', done);
      await invalidate();
    } catch (error) {
      showMessage('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  };
  const toggle = (rule: PrivateSeaRule, enabled: boolean) =>
    write(
      rule.id,
      () =>
        callEndpoint(enabled ? api.privateSeaRuleEnable : api.privateSeaRuleDisable, {
          params: { id: rule.id },
        }),
      t(enabled ? 'list.enabledOn' : 'list.enabledOff'),
    );
  const remove = (rule: PrivateSeaRule) =>
    write(
      rule.id,
      () => callEndpoint(api.privateSeaRuleDelete, { params: { id: rule.id } }),
      t('list.deleted'),
    );

  const rowActions = useGrantedActions<RowAction<PrivateSeaRule>>([
    { key: 'edit', label: t('action.edit'), onClick: (rule) => navigate(ruleDetailPath(rule.id)) },
    deleteRowAction(t('action.delete'), (rule) => t('list.deleteConfirm', { name: rule.name }), remove),
  ]);
  const columns: (ListColumn<PrivateSeaRule> | null)[] = [
    { title: t('column.name'), key: 'name', truncate: true },
    {
      title: t('column.scope'),
      key: 'departmentName',
      width: 130,
      render: (department: string) => department || t('scope.default'),
    },
    { title: t('column.maxHeld'), key: 'maxHeld', width: 100, render: (value) => countText(t, value) },
    { title: t('column.recall'), key: 'recall', width: 230, render: (_, rule) => recallText(t, rule) },
    {
      title: t('column.remind'),
      key: 'remindDaysBefore',
      width: 100,
      render: (value) => daysText(t, value),
    },
    {
      title: t('column.cooldown'),
      key: 'reclaimCooldownDays',
      width: 110,
      render: (value) => daysText(t, value),
    },
    {
      title: t('column.dailyClaim'),
      key: 'dailyClaimLimit',
      width: 120,
      render: (value) => countText(t, value),
    },
    {
      title: t('column.enabled'),
      key: 'enabled',
      width: 80,
      render: (enabled: boolean, rule) => (
        <Switch
          size="small"
          checked={enabled}
          loading={busyId === rule.id}
          disabled={!can(enabled ? 'disable' : 'enable')}
          onChange={(checked) => toggle(rule, checked)}
          aria-label={rule.name}
        />
      ),
    },
    rowActionsColumn(t('column.actions'), rowActions),
  ];

  return (
    <section className="atrium-panel" data-testid="private-sea-rules">
      <ListToolbar
        tools={
          <ToolbarActions
            actions={[createToolbarAction(t('list.add'), () => navigate(ruleDetailPath('new')))]}
          />
        }
      >
        <Input.Search
          // A new URL (back/forward, a link) shows its search.
          key={list.search}
          allowClear
          defaultValue={list.formValues.name}
          placeholder={t('list.search')}
          style={{ width: 240 }}
          onSearch={(value) => list.applyForm({ name: value })}
        />
      </ListToolbar>
      <ListTable<PrivateSeaRule> list={list} page={rules} columns={columns} emptyText={t('list.empty')} />
    </section>
  );
}
