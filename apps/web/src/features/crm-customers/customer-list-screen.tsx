import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type CustomerRow, crmCustomersApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import Typography from 'antd/es/typography';
import { type MouseEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Action } from '../../platform/access/action';
import { useAction } from '../../platform/access/use-action';
import { useGranted } from '../../platform/access/use-granted';
import { useResetWhenReopened } from '../../platform/tabs/closed-tabs-store';
import { FilterForm } from '../../resources/filter-form';
import { formatDateTime } from '../../resources/format-date-time';
import { useResourceLabels } from '../../resources/resource-labels';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { ImportTargetButton } from '../../resources/transfer/import-button';
import { customerImportTarget, customerPoolImportTarget } from '../../resources/transfer/import-targets';
import { TruncatedText } from '../../resources/truncated-text';
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

  const list = useListUrlState<CustomerRow>(customerFilterResource);
  // The tag filter (crm-tags) sits beside the filter form: customers having any of the tags.
  const [tagIds, setTagIds] = useState<number[]>([]);
  const page = useCustomerPage(kind, { ...(list.query as CustomerListQuery), tagIds: tagIdsQuery(tagIds) });
  usePageInRange(list, page.data);

  const [selected, setSelected] = useState<CustomerRow[]>([]);
  // A selection belongs to the rows on screen; another query starts without one.
  const [selectionQuery, setSelectionQuery] = useState(list.search);
  if (selectionQuery !== list.search) {
    setSelectionQuery(list.search);
    setSelected([]);
  }
  const [releasing, setReleasing] = useState<CustomerRef | null>(null);
  const [transferring, setTransferring] = useState<CustomerRef[] | null>(null);

  const { go } = list;
  const resetAll = useCallback(() => go({ pageNum: 1, pageSize: 10, filters: {} }, true), [go]);
  useResetWhenReopened(LIST_PATHS[kind], resetAll);

  const sortOrderOf = (field: string): SortOrder =>
    list.state.sortField === field ? (list.state.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (field: string) => ({ key: field, sorter: true, sortOrder: sortOrderOf(field) });
  const columns: ColumnsType<CustomerRow> = [
    { title: t('field.sn'), dataIndex: 'sn', width: 130 },
    {
      title: t('field.name'),
      dataIndex: 'name',
      render: (name: string, row) =>
        canOpen ? (
          <Typography.Link onClick={() => navigate(customerDetailPath(row.id))}>
            <TruncatedText text={name} />
          </Typography.Link>
        ) : (
          <TruncatedText text={name} />
        ),
    },
    { title: t('field.phone'), dataIndex: 'phone', width: 140, render: (phone: string) => phone || '-' },
    { title: t('field.level'), dataIndex: 'level', width: 100, render: dict.level },
    { title: t('field.stage'), dataIndex: 'stage', width: 110, render: dict.stage },
    { title: t('field.source'), dataIndex: 'source', width: 110, render: dict.source },
    {
      title: t('field.tags'),
      key: 'tags',
      width: 200,
      render: (_value, row) => (
        <CustomerTagsCell tagIds={(row as crmCustomersApi.CustomerListRow).tagIds ?? []} />
      ),
    },
    ...(kind === 'held'
      ? ([
          { title: t('field.owner'), dataIndex: 'ownerName', width: 110 },
          {
            title: t('field.claimedAt'),
            dataIndex: 'claimedAt',
            width: 180,
            render: formatDateTime,
            ...sortable('claimedAt'),
          },
        ] satisfies ColumnsType<CustomerRow>)
      : []),
    {
      title: t('field.lastFollowUpAt'),
      dataIndex: 'lastFollowUpAt',
      width: 180,
      render: formatDateTime,
      ...sortable('lastFollowUpAt'),
    },
    {
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: formatDateTime,
      ...sortable('createdAt'),
    },
  ];
  const rowOpers = kind === 'pool' ? (['update'] as const) : (['update', 'edit', 'delete'] as const);
  if (can(rowOpers)) {
    columns.push({
      key: 'actions',
      title: t('column.actions'),
      fixed: 'right',
      width: 1,
      render: (_value, row) => (
        <Space size={0}>
          {kind === 'pool' ? (
            <Action code="update">
              <Popconfirm
                title={t('action.claimConfirm', { name: row.name })}
                onConfirm={() => quietly(actions.claim(row.id))}
              >
                <Button type="link" size="small">
                  {t('action.claim')}
                </Button>
              </Popconfirm>
            </Action>
          ) : (
            <>
              <Action code="update">
                <Button type="link" size="small" onClick={() => setReleasing(row)}>
                  {t('action.release')}
                </Button>
              </Action>
              <Action code="edit">
                <Button type="link" size="small" onClick={() => setTransferring([row])}>
                  {t('action.transfer')}
                </Button>
              </Action>
              <Action code="delete">
                <Popconfirm
                  title={t('action.deleteConfirm', { name: row.name })}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => quietly(actions.remove(row.id))}
                >
                  <Button type="link" size="small" danger>
                    {t('action.delete')}
                  </Button>
                </Popconfirm>
              </Action>
            </>
          )}
        </Space>
      ),
    });
  }

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
        <div className="atrium-resource-toolbar">
          <Space wrap>
            {kind === 'held' && canCreate && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate('/customer/manage/create')}
              >
                {t('action.create')}
              </Button>
            )}
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
                {bulk && (
                  <Button onClick={() => setTransferring(selected)}>{t('action.bulkTransfer')}</Button>
                )}
                {(['tag', 'untag'] as const).map((mode) => (
                  <BulkTagButton
                    key={mode}
                    mode={mode}
                    selectedIds={selected.map((row) => row.id)}
                    onDone={() => {
                      setSelected([]);
                      void page.refetch();
                    }}
                  />
                ))}
              </>
            )}
          </Space>
          <TagFilter value={tagIds} onChange={setTagIds} />
        </div>
        <Table<CustomerRow>
          rowKey="id"
          size="middle"
          data-testid="customer-table"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          onChange={list.onTableChange}
          onRow={openRow}
          scroll={{ x: 'max-content' }}
          showSorterTooltip={false}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: selected.map((row) => row.id),
                  onChange: (_keys, rows) => setSelected(rows),
                }
              : undefined
          }
          locale={{
            emptyText: page.isPending ? (
              ' '
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  page.isError
                    ? t('list.loadFailed')
                    : kind === 'pool'
                      ? t('list.emptyPool')
                      : t('list.emptyHeld')
                }
              />
            ),
          }}
          pagination={list.pagination(page.data)}
        />
      </div>
      <ReleaseModal customer={releasing} onClose={() => setReleasing(null)} />
      <TransferModal
        customers={transferring}
        onClose={() => setTransferring(null)}
        onDone={() => setSelected([])}
      />
    </div>
  );
}
