import type { QueryOf } from '@atrium/contract';
import { REPAIR_STATUSES, type RepairRow, type RepairStatus } from '@atrium/contract/endpoints/repair-orders';
import { REPAIR_QUEUE_CLAIMS, repairQueue } from '@atrium/contract/endpoints/repair-workbench';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { rowActionsColumn, useGrantedActions } from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, textFilter } from '../../resources/list-filters';
import { ListTable, NOT_ON_PHONE } from '../../resources/list-table';
import { customerColumn, documentNoColumn, useRepairColumns } from '../../resources/repairs/repair-columns';
import { REPAIR_PATHS } from '../../resources/repairs/repair-paths';
import { REPAIRS_KEY } from '../../resources/repairs/repair-queries';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { usePhoneWidth } from '../../resources/use-phone-width';
import { useClaimRepair } from './use-claim-repair';

const queueFilters = defineListFilters({
  keyword: textFilter(),
  status: choiceFilter(REPAIR_STATUSES),
  claim: choiceFilter(REPAIR_QUEUE_CLAIMS),
});

/** The states a technician works in; 已关闭 is not in the queue. */
const QUEUE_STATES = REPAIR_STATUSES.filter((status) => status !== 'closed');

/**
 * 工单处理 (/repair/workorder/manage): the technician's queue of open repairs, oldest first, in
 * tabs by state with their counts, narrowed to mine or the unclaimed ones. 领取 claims a ticket
 * (when a colleague was first, the server's answer names them and the queue reloads); 处理 opens
 * 维修处理详情.
 */
export function WorkbenchPage() {
  const { t } = useTranslation(REPAIRS_NS);
  const navigate = useNavigate();
  const scope = useQueryScope();
  const list = useFilteredList(queueFilters);
  const query = list.query as QueryOf<typeof repairQueue>;
  const page = useQuery({
    queryKey: [...scope, REPAIRS_KEY, 'queue', query],
    queryFn: ({ signal }) => callEndpoint(repairQueue, { query, signal }),
    placeholderData: keepPreviousData,
  });
  usePageInRange(list, page.data);
  const columns = useRepairColumns();
  const { claim, claiming } = useClaimRepair();
  const rowActions = useGrantedActions([
    {
      key: 'claim',
      label: t('action.claim'),
      oper: 'update',
      shownFor: (row: RepairRow) => row.technicianUserId === null,
      busyFor: (row: RepairRow) => claiming === row.id,
      onClick: (row: RepairRow) => void claim(row.id, row.version),
    },
    {
      key: 'handle',
      label: t('action.handle'),
      oper: 'query',
      onClick: (row: RepairRow) => navigate(REPAIR_PATHS.manage(row.id)),
    },
  ]);
  const counts = new Map<RepairStatus, number>((page.data?.counts ?? []).map((c) => [c.status, c.count]));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const status = list.formValues.status;
  const phone = usePhoneWidth();
  const states = [
    { key: 'all', label: t('workbench.all'), count: total },
    ...QUEUE_STATES.map((state) => ({
      key: state,
      label: t(`status.${state}`),
      count: counts.get(state) ?? 0,
    })),
  ];
  const pickState = (key: string) =>
    list.applyForm({ ...list.formValues, status: key === 'all' ? undefined : (key as RepairStatus) });
  const tab = (key: string, label: string, count: number) => ({
    key,
    label: (
      <span>
        {label} <Badge count={count} showZero color="var(--ant-color-text-tertiary)" overflowCount={9999} />
      </span>
    ),
  });
  return (
    <div data-testid="repair-workbench">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.keywordPlaceholder')} data-testid="workbench-keyword" />
        </Form.Item>
        <Form.Item name="claim" label={t('workbench.claim')}>
          <Segmented
            options={[
              { value: '', label: t('workbench.claimAll') },
              { value: 'mine', label: t('workbench.claimMine') },
              { value: 'unclaimed', label: t('workbench.claimUnclaimed') },
            ]}
          />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        {phone ? (
          // A phone has no room for the state tabs (antd folds them behind a menu button the tab list may not hold).
          <Select
            aria-label={t('workbench.states')}
            value={status ?? 'all'}
            onChange={pickState}
            options={states.map((state) => ({ value: state.key, label: `${state.label} (${state.count})` }))}
            style={{ width: '100%', marginBottom: 12 }}
            data-testid="workbench-state-select"
          />
        ) : (
          <Tabs
            activeKey={status ?? 'all'}
            onChange={pickState}
            items={states.map((state) => tab(state.key, state.label, state.count))}
            aria-label={t('workbench.states')}
            data-testid="workbench-tabs"
          />
        )}
        <ListTable<RepairRow>
          list={list}
          page={page}
          emptyText={t('workbench.empty')}
          onRow={(row) => ({ onDoubleClick: () => navigate(REPAIR_PATHS.manage(row.id)) })}
          columns={[
            documentNoColumn<RepairRow>(t('column.documentNo'), REPAIR_PATHS.manage),
            columns.status,
            columns.product,
            columns.serial,
            { ...customerColumn<RepairRow>(t('column.customer')), responsive: NOT_ON_PHONE },
            columns.warranty,
            columns.technician,
            columns.updatedAt,
            rowActionsColumn(t('column.actions'), rowActions),
          ]}
        />
      </section>
    </div>
  );
}
