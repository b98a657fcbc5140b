import { STATEMENT_RESULTS, type StatementRow } from '@atrium/contract/endpoints/sale-channels';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Action } from '../../platform/access/action';
import { showMessage } from '../../platform/feedback/feedback';
import { formatDateTime } from '../../resources/format-date-time';
import { type RowAction, rowActionsColumn, useGrantedActions } from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { defineListFilters, idFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable, NOT_ON_PHONE } from '../../resources/list-table';
import { ReferencePicker } from '../../resources/reference-picker';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { ReconciliationReport } from './reconciliation-report';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';
import { useInvalidateChannels, useStatements } from './sale-channels-queries';
import { StatementCreateModal } from './statement-create-modal';
import { StatementResultTag } from './statement-result-tag';

/** The open statement's URL param: its report, or the list of statements when absent. */
const BILL_PARAM = 'bill';

export const statementFilters = defineListFilters({ sourceId: idFilter() });

/** 电商账单 (/sale/ecommerce/bill): platform settlement statements and, for one, its reconciliation report. */
export function EcommerceBillPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = Number(searchParams.get(BILL_PARAM)) || null;
  const show = (id: number | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      // The report's own filters (`r.…`) go with it.
      for (const key of [...next.keys()]) if (key.startsWith('r.')) next.delete(key);
      if (id === null) next.delete(BILL_PARAM);
      else next.set(BILL_PARAM, String(id));
      return next;
    });
  return (
    <section className="atrium-panel" data-testid="ecommerce-bills">
      {open ? (
        <ReconciliationReport statementId={open} onBack={() => show(null)} />
      ) : (
        <StatementList onOpen={show} />
      )}
    </section>
  );
}

function StatementList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation(SALE_CHANNELS_NS);
  const list = useFilteredList(statementFilters);
  const page = useStatements(list.query);
  usePageInRange(list, page.data);
  const invalidate = useInvalidateChannels();
  const [creating, setCreating] = useState(false);
  const rowActions = useGrantedActions<RowAction<StatementRow>>([
    { key: 'detail', label: t('bill.open'), onClick: (row) => onOpen(row.id) },
  ]);
  const columns: (ListColumn<StatementRow> | null)[] = [
    { title: t('bill.name'), key: 'name' },
    { title: t('bill.source'), key: 'sourceName' },
    {
      title: t('bill.period'),
      key: 'periodFrom',
      render: (_: string, row: StatementRow) => `${row.periodFrom} ~ ${row.periodTo}`,
      responsive: NOT_ON_PHONE,
    },
    { title: t('bill.rows'), key: 'rowCount', align: 'right', responsive: NOT_ON_PHONE },
    {
      title: t('report.col.result'),
      key: 'counts',
      render: (counts: StatementRow['counts'], row: StatementRow) =>
        row.reconciledAt ? (
          <Space size={4} wrap>
            {STATEMENT_RESULTS.map((result) => (
              <StatementResultTag key={result} result={result}>
                {` ${counts[result]}`}
              </StatementResultTag>
            ))}
          </Space>
        ) : (
          t('bill.notReconciled')
        ),
    },
    {
      title: t('bill.reconciledAt'),
      key: 'reconciledAt',
      render: (value: string | null) => (value ? formatDateTime(value) : '-'),
      responsive: NOT_ON_PHONE,
    },
    rowActionsColumn(t('common.actions'), rowActions),
  ];
  return (
    <div data-testid="statement-list">
      <ListFilterPanel list={list} bare>
        <Form.Item name="sourceId" label={t('bill.source')}>
          <ReferencePicker source="saleSource" placeholder={t('common.all')} />
        </Form.Item>
      </ListFilterPanel>
      <Space style={{ marginBottom: 12 }}>
        <Action code="import">
          <Button type="primary" onClick={() => setCreating(true)} data-testid="statement-create">
            {t('bill.create')}
          </Button>
        </Action>
      </Space>
      <ListTable<StatementRow>
        list={list}
        page={page}
        columns={columns}
        emptyText={t('bill.empty')}
        onRow={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
      />
      <StatementCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          showMessage('success', t('bill.created'));
          void invalidate();
          onOpen(created.id);
        }}
      />
    </div>
  );
}
