import type { SendOrder } from '@atrium/contract/endpoints/sale-fulfilment';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { formatDateTime } from '../../resources/format-date-time';
import { DocumentLines, itemColumns } from './document-lines';
import { FulfilmentDrawer } from './fulfilment-drawer';
import { FULFILMENT_NS } from './fulfilment-i18n';
import { useSend } from './fulfilment-queries';

type Line = SendOrder['lines'][number];

/** A send order: its order, consignee, carrier and tracking, and the lines it shipped with their serials. */
export function SendDetailDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation(FULFILMENT_NS);
  const send = useSend(id);
  const data = send.data;
  return (
    <FulfilmentDrawer
      title={t('send.detail')}
      documentNo={data?.documentNo}
      onClose={onClose}
      testId="send-detail"
    >
      {data && (
        <>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('column.orders')}>{data.saleOrderNo}</Descriptions.Item>
            <Descriptions.Item label={t('column.customer')}>{data.customerName}</Descriptions.Item>
            <Descriptions.Item label={t('station.slipContact')}>
              {data.contactName || '-'} {data.contactPhone}
            </Descriptions.Item>
            <Descriptions.Item label={t('station.slipAddress')}>
              {data.deliveryAddress || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('column.warehouse')}>{data.warehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('column.pick')}>{data.pickOrderNo || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('column.carrier')}>{data.carrier || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('column.trackingNo')}>{data.trackingNo || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('column.shippedAt')}>
              {formatDateTime(data.shippedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('column.shippedBy')}>{data.shippedByName || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('column.amount')}>{formatCents(data.amountFen)}</Descriptions.Item>
            <Descriptions.Item label={t('column.remark')}>{data.remark || '-'}</Descriptions.Item>
          </Descriptions>
          <DocumentLines<Line>
            lines={data.lines}
            testId="send-lines"
            columns={[
              { title: t('column.orderLine'), key: 'line', render: (_v, line) => `#${line.orderLineNo}` },
              ...itemColumns<Line>(t),
              {
                title: t('column.serials'),
                key: 'serials',
                render: (_v, line) =>
                  line.itemKind === 'service' ? t('send.serviceWithParent') : line.serials.join(', ') || '-',
              },
              {
                title: t('column.amount'),
                key: 'amount',
                align: 'right',
                render: (_v, line) => formatCents(line.amount),
              },
            ]}
          />
        </>
      )}
    </FulfilmentDrawer>
  );
}
