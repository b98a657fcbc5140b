import { type CustomerRow, crmCustomersApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { type MouseEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAction } from '../../platform/access/use-action';
import { useGranted } from '../../platform/access/use-granted';
import { useResetWhenReopened } from '../../platform/tabs/closed-tabs-store';
import { FilterForm } from '../../resources/filter-form';
import { formatDateTime } from '../../resources/format-date-time';
import {
  createToolbarAction,
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { useResourceLabels } from '../../resources/resource-labels';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { ImportTargetButton } from '../../resources/transfer/import-button';
import { customerImportTarget, customerPoolImportTarget } from '../../resources/transfer/import-targets';
import { TruncatedText } from '../../resources/truncated-text';
import { useListSelection } from '../../resources/use-list-selection';
import { useListUrlState, usePageInRange } from '../../resources/use-list-url-state';
import '../../resources/resource-list.css';
import { BulkTagButton } from '../../resources/customer-tags/bulk-tag-button';
import { tagIdsQuery } from '../../resources/customer-tags/customer-tag-link-queries';
import { CustomerTagsCell } from '../../resources/customer-tags/customer-tags-cell';
import { TagFilter } from '../../resources/customer-tags/tag-filter';
import { useCustomerDictLabels } from '../../resources/use-dict-label';
import { customerFilterResource } from './customer-filter-resource';
import { type CustomerListKind, type CustomerListQuery, useCustomerPage } from './customer-queries';
import { CUSTOMERS_NS } from './customers-i18n';
import { RecallReminderNotice } from './recall-reminders/recall-reminder-notice';
import { type CustomerRef, ReleaseModal } from './release-modal';
import { TransferModal } from './transfer-modal';
import { quietly, useCustomerActions } from './use-customer-actions';

/** The screen paths whose closed-tab flag resets the list (spec §2.7). */
const LIST_PATHS: Record<CustomerListKind, string> = {
  pool: '/customer/manage/poolList',
  held: '/customer/manage/list',
};
export const customerDetailPath = (id: number) => `/customer/manage/detail/${id}`;

/** Clicks on these don't open the row's detail: they are the row's own controls. */
const ROW_CONTROLS = 'button, a, input, label, .ant-popover, .ant-table-selection-column';

/**
 * 客户公海 (kind 'pool') and 客户列表 (kind 'held'): filters, sort and page in the URL, dictionary
 * labels, a row opens the detail. The pool claims; the list puts back, transfers (single and
 * bulk, with a reason) and deletes. Buttons follow the route's opers.
 */
export function CustomerListScreen({ kind }: { kind: CustomerListKind }) {
  const { t } = useTranslation(CUSTOMERS_NS);
  const navigate = useNavigate();
  const can = useAction();
  const canOpen = useGranted('customerDetail');
  const canCreate = useGranted('customerCreate:add');
  const labels = useResourceLabels(customerFilterResource, CUSTOMERS_NS);
  const dict = useCustomerDictLabels();
  const actions = useCustomerActions();

  const list = useListUrlState(customerFilterResource);
  // The tag filter (crm-tags) sits beside the filter form: customers having any of the tags.
  const [tagIds, setTagIds] = useState<number[]>([]);
  const page = useCustomerPage(kind, { ...(list.query as CustomerListQuery), tagIds: tagIdsQuery(tagIds) });
  usePageInRange(list, page.data);

  const selection = useListSelection<CustomerRow>(list.search);
  const { selected } = selection;
  const [releasing, setReleasing] = useState<CustomerRef | null>(null);
  const [transferring, setTransferring] = useState<CustomerRef[] | null>(null);

  const { go } = list;
  const resetAll = useCallback(() => go({ pageNum: 1, pageSize: 10, filters: {} }, true), [go]);
  useResetWhenReopened(LIST_PATHS[kind], resetAll);

  const nameCell = (name: string, row: CustomerRow) =>
    canOpen ? (
      <Typography.Link onClick={() => navigate(customerDetailPath(row.id))}>
        <TruncatedText text={name} />
      </Typography.Link>
    ) : (
      <TruncatedText text={name} />
    );
  const rowActions = useGrantedActions<RowAction<CustomerRow>>(
    kind === 'pool'
      ? [
          {
            key: 'claim',
            label: t('action.claim'),
            oper: 'update',
            confirm: (row) => t('action.claimConfirm', { name: row.name }),
            onClick: (row) => quietly(actions.claim(row.id)),
          },
        ]
      : [
          { key: 'release', label: t('action.release'), oper: 'update', onClick: setReleasing },
          {
            key: 'transfer',
            label: t('action.transfer'),
            oper: 'edit',
            onClick: (row) => setTransferring([row]),
          },
          deleteRowAction(
            t('action.delete'),
            (row) => t('action.deleteConfirm', { name: row.name }),
            (row) => quietly(actions.remove(row.id)),
          ),
        ],
  );
  const columns: (ListColumn<CustomerRow> | null | false)[] = [
    { title: t('field.sn'), key: 'sn', width: 130 },
    { title: t('field.name'), key: 'name', render: nameCell },
    { title: t('field.phone'), key: 'phone', width: 140, render: (phone: string) => phone || '-' },
    { title: t('field.level'), key: 'level', width: 100, render: dict.level },
    { title: t('field.stage'), key: 'stage', width: 110, render: dict.stage },
    { title: t('field.source'), key: 'source', width: 110, render: dict.source },
    {
      title: t('field.tags'),
      key: 'tags',
      width: 200,
      render: (_value, row) => (
        <CustomerTagsCell tagIds={(row as crmCustomersApi.CustomerListRow).tagIds ?? []} />
      ),
    },
    kind === 'held' && { title: t('field.owner'), key: 'ownerName', width: 110 },
    kind === 'held' && {
      title: t('field.claimedAt'),
      key: 'claimedAt',
      width: 180,
      render: formatDateTime,
      sortable: true,
    },
    {
      title: t('field.lastFollowUpAt'),
      key: 'lastFollowUpAt',
      width: 180,
      render: formatDateTime,
      sortable: true,
    },
    { title: t('field.createdAt'), key: 'createdAt', width: 180, render: formatDateTime, sortable: true },
    rowActionsColumn(t('column.actions'), rowActions),
  ];

  const openRow = (row: CustomerRow) => ({
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!canOpen || (event.target as HTMLElement).closest(ROW_CONTROLS)) return;
      navigate(customerDetailPath(row.id));
    },
    style: canOpen ? { cursor: 'pointer' } : undefined,
  });
  const bulk = kind === 'held' && can('edit');
  const bulkTag = can('update');
  const selectable = bulk || bulkTag;
  return (
    <div className="atrium-resource-list" data-testid={`customer-list-${kind}`}>
      <div className="atrium-panel atrium-resource-filter-panel">
        <FilterForm
          resource={customerFilterResource}
          labels={labels}
          filters={list.state.filters}
          onSearch={list.applyFilters}
          onReset={list.resetFilters}
        />
      </div>
      <div className="atrium-panel">
        <ListToolbar tools={<TagFilter value={tagIds} onChange={setTagIds} />}>
          <ToolbarActions
            actions={[
              kind === 'held' &&
                createToolbarAction(t('action.create'), () => navigate('/customer/manage/create'), {
                  granted: canCreate,
                }),
            ]}
          />
          <ImportTargetButton
            target={kind === 'pool' ? customerPoolImportTarget : customerImportTarget}
            onImported={() => void page.refetch()}
          />
          <ListExportButton
            endpoint={kind === 'pool' ? crmCustomersApi.customerPoolExport : crmCustomersApi.customerExport}
            filters={{ ...withoutPaging(list.query), tagIds: tagIdsQuery(tagIds) }}
          />
          {kind === 'held' && <RecallReminderNotice />}
          {selectable && selected.length > 0 && (
            <>
              <span>{t('list.selected', { count: selected.length })}</span>
              {bulk && <Button onClick={() => setTransferring(selected)}>{t('action.bulkTransfer')}</Button>}
              {(['tag', 'untag'] as const).map((mode) => (
                <BulkTagButton
                  key={mode}
                  mode={mode}
                  selectedIds={selected.map((row) => row.id)}
                  onDone={() => {
                    selection.clear();
                    void page.refetch();
                  }}
                />
              ))}
            </>
          )}
        </ListToolbar>
        <ListTable<CustomerRow>
          data-testid="customer-table"
          list={list}
          page={page}
          columns={columns}
          onRow={openRow}
          selection={selectable ? selection : undefined}
          emptyText={kind === 'pool' ? t('list.emptyPool') : t('list.emptyHeld')}
        />
      </div>
      <ReleaseModal customer={releasing} onClose={() => setReleasing(null)} />
      <TransferModal
        customers={transferring}
        onClose={() => setTransferring(null)}
        onDone={selection.clear}
      />
    </div>
  );
}
