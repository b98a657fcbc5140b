import type { BalanceRow } from '@atrium/contract/endpoints/stock-queries';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { withUnit } from '../../platform/format/quantity';
import { MoveTable } from './move-table';
import { STOCK_NS } from './stock-i18n';

/**
 * An item's move history at the place of a balance row of 库存查询 (the warehouse's root or a bin),
 * each move signed for it with the on-hand after it (结存), under the row's figures (a phone's
 * overview shows only on hand and available).
 */
export function MoveHistoryDrawer({ balance, onClose }: { balance: BalanceRow; onClose(): void }) {
  const { t } = useTranslation(STOCK_NS);
  const item = balance.itemLabel || `#${balance.itemId}`;
  const place = balance.binName ? `${balance.warehouseName} / ${balance.binName}` : balance.warehouseName;
  const quantity = (value: string) => withUnit(value, balance.unit);
  return (
    <Drawer
      open
      // Wide enough for every move column at 1440 px (a phone gets the whole screen).
      size={960}
      title={t('overview.historyTitle', { item, place })}
      onClose={onClose}
      data-testid="move-history"
    >
      <Space size="large" wrap style={{ marginBottom: 16 }}>
        <Statistic title={`${place} · ${t('column.onHand')}`} value={quantity(balance.onHand)} />
        <Statistic title={t('column.reserved')} value={quantity(balance.reserved)} />
        <Statistic title={t('column.available')} value={quantity(balance.available)} />
        <Statistic title={t('column.averageCost')} value={formatCents(balance.averageCost)} />
        <Statistic title={t('column.stockValue')} value={formatCents(balance.value)} />
      </Space>
      <MoveTable
        filter={{ itemKind: balance.itemKind, itemId: balance.itemId, locationId: balance.locationId }}
      />
    </Drawer>
  );
}
