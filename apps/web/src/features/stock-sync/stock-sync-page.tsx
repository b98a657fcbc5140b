import type { WarehouseSyncItemRow } from '@atrium/contract/endpoints/stock-sync';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { listStateToSearch } from '../../resources/list-url-state';
import { useFilteredList } from '../../resources/use-filtered-list';
import { STOCK_SYNC_NS } from './stock-sync-i18n';
import { useSyncSettings } from './stock-sync-queries';
import { SyncItemDrawer } from './sync-item-drawer';
import { SyncLogList, syncLogFilters } from './sync-log-list';
import { SyncSettingsPanel } from './sync-settings-panel';

/** The open tab's URL param: the settings, or the log when absent. */
const TAB_PARAM = 'tab';
const SETTINGS_TAB = 'settings';

/** 仓库同步日志 (/supply/warehouse/syncLog): what outside warehouses sent and what became of it; their settings. */
export function StockSyncPage() {
  const { t } = useTranslation(STOCK_SYNC_NS);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get(TAB_PARAM) === SETTINGS_TAB ? SETTINGS_TAB : 'log';
  const list = useFilteredList(syncLogFilters);
  const settings = useSyncSettings();
  const [openId, setOpenId] = useState<number | null>(null);
  const warehouses = (settings.data ?? []).map((row) => ({
    value: row.warehouseId,
    label: row.warehouseName,
  }));

  const showTab = (key: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (key === SETTINGS_TAB) next.set(TAB_PARAM, SETTINGS_TAB);
      else next.delete(TAB_PARAM);
      return next;
    });
  /** 日志 of a warehouse: the log tab, filtered to it from its first page. */
  const showLogOf = (warehouseId: number) =>
    setSearchParams((current) => {
      const filters = syncLogFilters.urlFilters({ warehouseId });
      const next = listStateToSearch(
        { pageNum: 1, pageSize: list.state.pageSize, filters },
        syncLogFilters,
        current,
      );
      next.delete(TAB_PARAM);
      return next;
    });

  return (
    <section className="atrium-panel" data-testid="stock-sync">
      <Tabs
        activeKey={tab}
        onChange={showTab}
        items={[
          {
            key: 'log',
            label: t('tab.log'),
            children: (
              <SyncLogList
                list={list}
                warehouses={warehouses}
                onOpen={(row: WarehouseSyncItemRow) => setOpenId(row.id)}
              />
            ),
          },
          {
            key: SETTINGS_TAB,
            label: t('tab.settings'),
            children: <SyncSettingsPanel onShowLog={showLogOf} />,
          },
        ]}
      />
      <SyncItemDrawer id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
