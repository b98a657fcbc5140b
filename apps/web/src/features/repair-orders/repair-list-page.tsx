import type { QueryOf } from '@atrium/contract';
import {
  REPAIR_STATUSES,
  type RepairRow,
  repairExport,
  repairPage,
} from '@atrium/contract/endpoints/repair-orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { formatCents } from '../../platform/format/money';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import {
  createToolbarAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ReferencePicker } from '../../resources/reference-picker';
import { customerColumn, documentNoColumn, useRepairColumns } from '../../resources/repairs/repair-columns';
import { REPAIR_PATHS } from '../../resources/repairs/repair-paths';
import { REPAIRS_KEY } from '../../resources/repairs/repair-queries';
import { useRepairTransitions } from '../../resources/repairs/repair-transitions';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { transitionRowActions } from '../../resources/transition-row-actions';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';

/** The list's filters, kept in the URL. */
const repairFilters = defineListFilters({
  keyword: textFilter(),
  status: choiceFilter(REPAIR_STATUSES),
  technicianUserId: idFilter(),
  underWarranty: choiceFilter(['true', 'false'] as const),
});

/**
 * 维修单 (/workorder/repair/list): the repairs of the caller's data scope, newest first, filtered
 * by state, technician, warranty and a keyword (number, serial, customer), exported as shown.
 */
export function RepairListPage() {
  const { t } = useTranslation(REPAIRS_NS);
  const navigate = useNavigate();
  const scope = useQueryScope();
  const list = useFilteredList(repairFilters);
  const query = list.query as QueryOf<typeof repairPage>;
  const page = useQuery({
    queryKey: [...scope, REPAIRS_KEY, 'page', query],
    queryFn: ({ signal }) => callEndpoint(repairPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
  usePageInRange(list, page.data);
  const columns = useRepairColumns();
  const transitions = useRepairTransitions(['accept', 'decline', 'close']);
  const rowActions = useGrantedActions([
    {
      key: 'view',
      label: t('action.view'),
      oper: 'get',
      onClick: (row: RepairRow) => navigate(REPAIR_PATHS.detail(row.id)),
    },
    ...transitionRowActions<RepairRow>(
      transitions.actions,
      (row, name) => transitions.take(row.id, name, row.version),
      (row, name) => transitions.isTaking(row.id, name),
    ),
  ]);
  return (
    <div data-testid="repair-list">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.keywordPlaceholder')} data-testid="repair-keyword" />
        </Form.Item>
        <Form.Item name="status" label={t('filter.status')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            options={REPAIR_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="technicianUserId" label={t('filter.technician')}>
          <ReferencePicker source="user" placeholder={t('filter.all')} />
        </Form.Item>
        <Form.Item name="underWarranty" label={t('filter.warranty')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            options={[
              { value: 'true', label: t('warranty.under') },
              { value: 'false', label: t('warranty.out') },
            ]}
          />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[createToolbarAction(t('action.new'), () => navigate(REPAIR_PATHS.create))]}
          />
          <ListExportButton endpoint={repairExport} filters={withoutPaging(query)} />
        </ListToolbar>
        <ListTable<RepairRow>
          list={list}
          page={page}
          emptyText={t('list.empty')}
          onRow={(row) => ({ onDoubleClick: () => navigate(REPAIR_PATHS.detail(row.id)) })}
          columns={[
            documentNoColumn<RepairRow>(t('column.documentNo'), REPAIR_PATHS.detail),
            customerColumn<RepairRow>(t('column.customer')),
            columns.serial,
            columns.product,
            columns.status,
            columns.warranty,
            columns.technician,
            {
              title: t('column.quoteTotal'),
              key: 'chargeFen',
              width: 110,
              align: 'right',
              render: (fen: number) => formatCents(fen),
            },
            columns.updatedAt,
            rowActionsColumn(t('column.actions'), rowActions),
          ]}
        />
      </section>
    </div>
  );
}
