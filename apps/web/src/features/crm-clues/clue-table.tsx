import { type ClueRow, crmCluesApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import {
  createToolbarAction,
  type RowAction,
  RowActionLinks,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { ImportTargetButton } from '../../resources/transfer/import-button';
import { clueImportTarget } from '../../resources/transfer/import-targets';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { clueColumns } from './clue-columns';
import { ClueCreateModal } from './clue-create-modal';
import { ClueInvalidModal } from './clue-invalid-modal';
import { customerDetailPath } from './clue-paths';
import { useClues, useInvalidateClues } from './clue-queries';
import { CLUES_NS } from './clues-i18n';

/** The prefix of the clue list's URL params, beside the pool list's (`clue.name`…). */
export const CLUE_LIST_PREFIX = 'clue.';
/** The clue list's filters, kept in the URL. */
const clueFilters = defineListFilters(
  { name: textFilter(), phone: textFilter(), status: choiceFilter(crmCluesApi.CLUE_STATUSES) },
  { prefix: CLUE_LIST_PREFIX },
);

/** The clues of one pool the caller may see: filters, page size 10, 新增线索 and 转为客户. */
export function ClueTable({ poolId, poolName }: { poolId: number; poolName?: string }) {
  const { t } = useTranslation(CLUES_NS);
  const list = useFilteredList(clueFilters);
  const [creating, setCreating] = useState(false);
  const [invalidating, setInvalidating] = useState<ClueRow | null>(null);
  const page = useClues({ ...list.query, poolId });
  usePageInRange(list, page.data);
  const invalidate = useInvalidateClues();

  const convert = async (row: ClueRow) => {
    try {
      const customer = await callEndpoint(crmCluesApi.clueConvert, { params: { id: row.id } });
      showMessage('success', t('clue.converted', { sn: customer.sn }));
      await invalidate();
    } catch {
      // The api client has shown the server's reason (e.g. the phone belongs to a customer).
    }
  };

  const reopen = async (row: ClueRow) => {
    try {
      await callEndpoint(crmCluesApi.clueReopen, { params: { id: row.id } });
      showMessage('success', t('clue.reopened', { name: row.name }));
      await invalidate();
    } catch {
      // The api client has shown the server's reason (the record that took the phone meanwhile).
    }
  };

  const editActions = useGrantedActions<RowAction<ClueRow>>([
    {
      key: 'reopen',
      label: t('clue.reopen'),
      oper: 'edit',
      confirm: (row) => t('clue.reopenConfirm', { name: row.name }),
      shownFor: (row) => row.status === 'invalid',
      onClick: reopen,
    },
    {
      key: 'convert',
      label: t('clue.convert'),
      oper: 'edit',
      confirm: (row) => t('clue.convertConfirm', { name: row.name, assignee: row.assigneeName }),
      shownFor: (row) => row.status === 'assigned',
      onClick: convert,
    },
    {
      key: 'invalid',
      label: t('clue.markInvalid'),
      oper: 'edit',
      danger: true,
      shownFor: (row) => row.status !== 'invalid',
      onClick: setInvalidating,
    },
  ]);
  const columns: ListColumn<ClueRow>[] = [
    ...clueColumns(t),
    {
      title: t('list.actions'),
      key: 'actions',
      width: 190,
      render: (_, row) =>
        row.convertedCustomerId ? (
          <Link to={customerDetailPath(row.convertedCustomerId)}>{t('clue.openCustomer')}</Link>
        ) : (
          <RowActionLinks row={row} actions={editActions} />
        ),
    },
  ];

  return (
    <section className="atrium-panel" data-testid="clue-table">
      <h3 style={{ marginTop: 0 }}>
        {poolName === undefined ? t('clue.title') : t('clue.titleOf', { pool: poolName })}
      </h3>
      <ListFilterPanel list={list} bare>
        <Form.Item name="name" label={t('clue.name')}>
          <Input allowClear placeholder={t('clue.namePlaceholder')} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="phone" label={t('clue.phone')}>
          <Input allowClear placeholder={t('clue.phonePlaceholder')} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="status" label={t('clue.status')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            style={{ width: 110 }}
            options={crmCluesApi.CLUE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
        </Form.Item>
      </ListFilterPanel>
      <ListToolbar>
        <ToolbarActions actions={[createToolbarAction(t('clue.add'), () => setCreating(true))]} />
        <ImportTargetButton target={clueImportTarget(poolId)} onImported={() => void invalidate()} />
        <ListExportButton
          endpoint={crmCluesApi.clueExport}
          filters={{ ...withoutPaging(list.query), poolId }}
        />
      </ListToolbar>
      <ListTable<ClueRow> list={list} page={page} columns={columns} emptyText={t('clue.empty')} />
      <ClueInvalidModal
        clue={invalidating}
        onClose={() => setInvalidating(null)}
        onDone={() => {
          setInvalidating(null);
          void invalidate();
        }}
      />
      <ClueCreateModal
        poolId={poolId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void invalidate();
        }}
      />
    </section>
  );
}
