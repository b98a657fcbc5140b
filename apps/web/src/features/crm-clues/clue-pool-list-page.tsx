import { type CluePoolRow, crmCluesApi } from '@atrium/contract';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { formatDateTime } from '../../resources/format-date-time';
import {
  createToolbarAction,
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { defineListFilters, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { clueAllocationPath, cluePoolEditPath } from './clue-paths';
import { CluePoolCreateModal } from './clue-pool-create-modal';
import { useCluePools, useInvalidateClues } from './clue-queries';
import { CLUE_LIST_PREFIX, ClueTable } from './clue-table';
import { CLUES_NS } from './clues-i18n';

/** The pool list's name filter, kept in the URL. */
const poolFilters = defineListFilters({ name: textFilter() });
/** The chosen pool's URL param (dotted: neither list's own params touch it). */
const CHOSEN_POOL_PARAM = 'pool.id';

/** 线索池 (/customer/clue/poolList): the pools the caller works with; the chosen pool's clues below. */
export function CluePoolListPage() {
  const { t } = useTranslation(CLUES_NS);
  const navigate = useNavigate();
  const list = useFilteredList(poolFilters);
  const [creating, setCreating] = useState(false);
  const pools = useCluePools(list.query);
  usePageInRange(list, pools.data);
  const invalidate = useInvalidateClues();
  const canEdit = useGranted('cluePoolEdit:get');
  const canAllocate = useGranted('clueAllocationEdit:get');

  // The chosen pool is in the URL (a refresh keeps it); without one, the first pool of the page.
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenParam = searchParams.get(CHOSEN_POOL_PARAM) ?? '';
  const chosenId = /^[1-9]\d{0,8}$/.test(chosenParam) ? Number(chosenParam) : null;
  // The pool last clicked, for its name once the pool list pages away from it.
  const [picked, setPicked] = useState<CluePoolRow | null>(null);
  const rows = pools.data?.list ?? [];
  const chosenRow = rows.find((row) => row.id === chosenId) ?? (picked?.id === chosenId ? picked : null);
  const current =
    chosenId !== null
      ? { id: chosenId, name: chosenRow?.name }
      : rows[0] && { id: rows[0].id, name: rows[0].name };
  /** Another pool's clues start on their first page. */
  const choose = (row: CluePoolRow | null) => {
    setPicked(row);
    setSearchParams((search) => {
      const next = new URLSearchParams(search);
      next.delete(`${CLUE_LIST_PREFIX}pageNum`);
      if (row) next.set(CHOSEN_POOL_PARAM, String(row.id));
      else next.delete(CHOSEN_POOL_PARAM);
      return next;
    });
  };

  const remove = async (row: CluePoolRow) => {
    try {
      await callEndpoint(crmCluesApi.cluePoolDelete, { params: { id: row.id } });
      showMessage('success', t('pool.deleted', { name: row.name }));
      if (chosenId === row.id) choose(null);
      await invalidate();
    } catch {
      // The api client has shown the server's reason (open clues remain in the pool).
    }
  };

  const rowActions = useGrantedActions<RowAction<CluePoolRow>>([
    { key: 'clues', label: t('pool.viewClues'), onClick: choose },
    {
      key: 'edit',
      label: t('pool.edit'),
      granted: canEdit,
      onClick: (row) => navigate(cluePoolEditPath(row.id)),
    },
    {
      key: 'allocate',
      label: t('pool.allocate'),
      granted: canAllocate,
      onClick: (row) => navigate(clueAllocationPath(row.id)),
    },
    deleteRowAction(t('pool.delete'), (row) => t('pool.deleteConfirm', { name: row.name }), remove),
  ]);
  const columns: (ListColumn<CluePoolRow> | null)[] = [
    { title: t('pool.name'), key: 'name', truncate: true },
    {
      title: t('pool.mode'),
      key: 'allocationMode',
      width: 110,
      render: (mode: string) => t(`mode.${mode}` as 'mode.manual'),
    },
    { title: t('pool.memberCount'), key: 'memberCount', width: 90, align: 'right' },
    { title: t('pool.clueCount'), key: 'clueCount', width: 90, align: 'right' },
    { title: t('pool.unassignedCount'), key: 'unassignedCount', width: 90, align: 'right' },
    { title: t('pool.createdAt'), key: 'createdAt', width: 170, render: formatDateTime },
    rowActionsColumn(t('list.actions'), rowActions),
  ];

  return (
    <div data-testid="clue-pool-list">
      <ListFilterPanel list={list}>
        <Form.Item name="name" label={t('pool.name')}>
          <Input allowClear placeholder={t('pool.namePlaceholder')} style={{ width: 200 }} />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <ListToolbar>
          <ToolbarActions actions={[createToolbarAction(t('pool.add'), () => setCreating(true))]} />
        </ListToolbar>
        <ListTable<CluePoolRow>
          list={list}
          page={pools}
          columns={columns}
          emptyText={t('pool.empty')}
          scroll={undefined}
          rowClassName={(row) => (row.id === current?.id ? 'ant-table-row-selected' : '')}
          onRow={(row) => ({ onClick: () => choose(row) })}
        />
      </section>
      {current ? (
        <ClueTable key={current.id} poolId={current.id} poolName={current.name} />
      ) : (
        !pools.isLoading && (
          <section className="atrium-panel">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clue.pickPool')} />
          </section>
        )
      )}
      <CluePoolCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void invalidate();
        }}
      />
    </div>
  );
}
