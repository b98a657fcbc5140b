import { quantityOf } from '@atrium/contract';
import type { Packing } from '@atrium/contract/endpoints/sale-fulfilment';
import { useTranslation } from 'react-i18next';
import { withUnit } from '../../platform/format/quantity';
import { FULFILMENT_NS } from './fulfilment-i18n';
import { type Checks, checkOf } from './packing-checks';

interface PackingSlipProps {
  packing: Packing;
  checks: Checks;
  carrier: string;
  trackingNo: string;
  /** The send orders' numbers once shipped. */
  sendNos: readonly string[];
}

/**
 * 装箱单: per order the consignee and what goes in the box (checked units and serials). Shown
 * under the station and printed alone (packing-station.css, @media print).
 */
export function PackingSlip({ packing, checks, carrier, trackingNo, sendNos }: PackingSlipProps) {
  const { t } = useTranslation(FULFILMENT_NS);
  // What goes in the box: the checked lines once anything is checked, else every line to pack.
  const anyChecked = packing.lines.some((line) => checkOf(checks, line).units > 0n);
  return (
    <section className="packing-slip" data-testid="packing-slip" aria-label={t('station.slip')}>
      <h2 style={{ margin: '0 0 8px' }}>
        {t('station.slip')} · {packing.documentNo}
      </h2>
      <p style={{ margin: '0 0 8px' }}>
        {t('station.warehouse', { name: packing.warehouseName })}
        {carrier ? ` · ${t('station.carrier')}：${carrier}` : ''}
        {trackingNo ? ` · ${t('station.trackingNo')}：${trackingNo}` : ''}
        {sendNos.length > 0 ? ` · ${t('station.slipSend')}：${sendNos.join('、')}` : ''}
      </p>
      {packing.orders.map((order) => {
        const lines = packing.lines.filter(
          (line) =>
            line.saleOrderId === order.saleOrderId &&
            line.itemKind !== 'service' &&
            (!anyChecked || checkOf(checks, line).units > 0n),
        );
        return (
          <div key={order.saleOrderId} style={{ marginBottom: 12 }}>
            <h3 style={{ margin: '8px 0 4px' }}>
              {t('station.slipOrder', { no: order.saleOrderNo })} · {order.customerName}
            </h3>
            <p style={{ margin: '0 0 4px' }}>
              {t('station.slipContact')}：{order.contactName || '-'} {order.contactPhone} ·{' '}
              {t('station.slipAddress')}：{order.deliveryAddress || '-'}
            </p>
            <table>
              <thead>
                <tr>
                  <th>{t('column.item')}</th>
                  <th>{t('column.quantity')}</th>
                  <th>{t('column.serials')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => {
                  const check = checkOf(checks, line);
                  return (
                    <tr key={line.saleOrderLineId}>
                      <td>{line.itemLabel}</td>
                      <td>{withUnit(anyChecked ? quantityOf(check.units) : line.quantity, line.unit)}</td>
                      <td>{check.serials.join(', ') || '-'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
