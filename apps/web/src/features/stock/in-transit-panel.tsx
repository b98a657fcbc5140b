import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { withUnit } from '../../platform/format/quantity';
import { STOCK_NS } from './stock-i18n';
import { useTransitBalances } from './stock-queries';

/**
 * 在途 on 库存查询: what transfer orders sent and no warehouse has received yet, per item, with the
 * value it carries (the source's average); nothing shows while nothing is in transit.
 */
export function InTransitPanel() {
  const { t } = useTranslation(STOCK_NS);
  const transit = useTransitBalances();
  if (!transit.data?.length) return null;
  return (
    <section className="atrium-panel" data-testid="stock-in-transit" aria-label={t('overview.inTransit')}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('overview.inTransit')}
      </Typography.Title>
      <Table
        rowKey={(row) => `${row.itemKind}:${row.itemId}`}
        size="small"
        pagination={false}
        dataSource={transit.data}
        columns={[
          { title: t('column.item'), key: 'item', render: (_v, row) => row.itemLabel || `#${row.itemId}` },
          {
            title: t('column.onHand'),
            key: 'onHand',
            align: 'right',
            render: (_v, row) => withUnit(row.onHand, row.unit),
          },
          {
            title: t('column.value'),
            key: 'value',
            align: 'right',
            render: (_v, row) => formatCents(row.value),
          },
        ]}
      />
    </section>
  );
}
