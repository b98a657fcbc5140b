import { type ClueSyncSourceRow, crmClueSyncApi } from '@atrium/contract';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WebhookAddress } from '../../forms/webhook-address';
import { WebhookSecretModal } from '../../forms/webhook-secret-modal';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { formatDateTime } from '../../resources/format-date-time';
import {
  createToolbarAction,
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { defineListFilters } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { listStateToSearch } from '../../resources/list-url-state';
import { runListWrite } from '../../resources/list-write';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { CLUE_SYNC_NS } from './clue-sync-i18n';
import { ClueSyncLog, clueSyncLogFilters } from './clue-sync-log';
import { useClueSyncSources, useInvalidateClueSync } from './clue-sync-queries';
import { ClueSyncSourceModal } from './clue-sync-source-modal';

/** The source list's page in the URL beside the log's (`source.pageNum`, `log.status`…). */
const sourceListState = defineListFilters({}, { prefix: 'source.' });
/** The open tab's URL param: the log, or the sources when absent. */
const TAB_PARAM = 'tab';
const LOG_TAB = 'log';

/** 线索同步配置 (/customer/clue/syncConfig): external sources pushing clues to a signed webhook, and their log. */
export function ClueSyncPage() {
  const { t } = useTranslation(CLUE_SYNC_NS);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get(TAB_PARAM) === LOG_TAB ? LOG_TAB : 'sources';
  const list = useFilteredList(sourceListState);
  const logList = useFilteredList(clueSyncLogFilters);
  const [editing, setEditing] = useState<ClueSyncSourceRow | null | undefined>(undefined);
  const [secret, setSecret] = useState<{ hookPath: string; secret: string } | null>(null);
  const sources = useClueSyncSources(list.query);
  usePageInRange(list, sources.data);
  const sourceOptions = useClueSyncSources({ pageNum: 1, pageSize: 100 });
  const invalidate = useInvalidateClueSync();

  const showTab = (key: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (key === LOG_TAB) next.set(TAB_PARAM, LOG_TAB);
      else next.delete(TAB_PARAM);
      return next;
    });
  /** 日志 of a source: the log tab, filtered to that source from its first page. */
  const showLogOf = (row: ClueSyncSourceRow) =>
    setSearchParams((current) => {
      const filters = clueSyncLogFilters.urlFilters({ sourceId: row.id });
      const state = { pageNum: 1, pageSize: logList.state.pageSize, filters };
      const next = listStateToSearch(state, clueSyncLogFilters, current);
      next.set(TAB_PARAM, LOG_TAB);
      return next;
    });

  const rotate = async (row: ClueSyncSourceRow) => {
    try {
      setSecret(await callEndpoint(crmClueSyncApi.clueSyncSourceRotateSecret, { params: { id: row.id } }));
      await invalidate();
    } catch {
      // Shown by the api client.
    }
  };
  const remove = (row: ClueSyncSourceRow) =>
    runListWrite(
      () => callEndpoint(crmClueSyncApi.clueSyncSourceDelete, { params: { id: row.id } }),
      t('source.deleted'),
      invalidate,
    );

  const rowActions = useGrantedActions<RowAction<ClueSyncSourceRow>>([
    { key: 'log', label: t('source.viewLog'), onClick: showLogOf },
    { key: 'edit', label: t('source.editAction'), oper: 'update', onClick: setEditing },
    {
      key: 'rotate',
      label: t('source.rotate'),
      oper: 'update',
      confirm: t('source.rotateConfirm'),
      onClick: rotate,
    },
    deleteRowAction(t('source.delete'), (row) => t('source.deleteConfirm', { name: row.name }), remove),
  ]);

  const columns: (ListColumn<ClueSyncSourceRow> | null)[] = [
    { title: t('source.name'), key: 'name', width: 140, ellipsis: true },
    { title: t('source.pool'), key: 'poolName', width: 120, ellipsis: true },
    {
      title: t('source.mapping'),
      key: 'mapping',
      width: 200,
      render: (_: unknown, row: ClueSyncSourceRow) => (
        <Typography.Text type="secondary" ellipsis>
          {[row.fieldMapping.name, row.fieldMapping.phone, row.fieldMapping.company]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      ),
    },
    {
      title: t('source.webhook'),
      key: 'hookPath',
      width: 300,
      render: (path: string) => <WebhookAddress path={path} />,
    },
    { title: t('source.secret'), key: 'secretHint', width: 90 },
    {
      title: t('source.status'),
      key: 'enabled',
      width: 80,
      render: (on: boolean) => (
        <Tag color={on ? 'green' : 'default'}>{on ? t('source.on') : t('source.off')}</Tag>
      ),
    },
    { title: t('source.updatedAt'), key: 'updatedAt', width: 170, render: formatDateTime },
    rowActionsColumn(t('source.actions'), rowActions),
  ];

  const sourcesTab = (
    <div data-testid="clue-sync-sources">
      <ListToolbar>
        <ToolbarActions actions={[createToolbarAction(t('source.add'), () => setEditing(null))]} />
      </ListToolbar>
      <ListTable<ClueSyncSourceRow>
        list={list}
        page={sources}
        columns={columns}
        emptyText={t('source.empty')}
      />
    </div>
  );

  return (
    <section className="atrium-panel">
      <Tabs
        activeKey={tab}
        onChange={showTab}
        items={[
          { key: 'sources', label: t('tab.sources'), children: sourcesTab },
          {
            key: 'log',
            label: t('tab.log'),
            children: (
              <ClueSyncLog
                list={logList}
                sources={(sourceOptions.data?.list ?? []).map((row) => ({ value: row.id, label: row.name }))}
              />
            ),
          },
        ]}
      />
      <ClueSyncSourceModal
        open={editing !== undefined}
        editing={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void invalidate();
        }}
        onCreated={(created) => {
          setEditing(undefined);
          setSecret(created);
          void invalidate();
        }}
      />
      <WebhookSecretModal
        shown={secret}
        onClose={() => setSecret(null)}
        namespace={CLUE_SYNC_NS}
        testId="clue-sync-secret"
      />
    </section>
  );
}
