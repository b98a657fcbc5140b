import type { ExternalOrderRow, ExternalOrderStatus } from '@atrium/contract/endpoints/sale-channels';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { formatDateTime } from '../../resources/format-date-time';
import { type ListColumn, NOT_ON_PHONE } from '../../resources/list-table';
import { ExternalOrderStatusTag } from './external-order-status-tag';
import { NoWrap, noWrap } from './nowrap-text';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';

/** The columns of an external order: on 外部订单 and on a source's detail (without the source). */
export function useExternalOrderColumns(withSource: boolean): ListColumn<ExternalOrderRow>[] {
  const { t } = useTranslation(SALE_CHANNELS_NS);
  const columns: (ListColumn<ExternalOrderRow> | false)[] = [
    {
      title: t('external.col.receivedAt'),
      key: 'receivedAt',
      render: (value: string) => noWrap(formatDateTime(value)),
      responsive: NOT_ON_PHONE,
    },
    withSource && {
      title: t('external.col.source'),
      key: 'sourceName',
      render: noWrap,
      responsive: NOT_ON_PHONE,
    },
    { title: t('external.col.extOrderNo'), key: 'extOrderNo', render: noWrap },
    {
      title: t('external.col.via'),
      key: 'via',
      render: (via: ExternalOrderRow['via']) => noWrap(t(`via.${via}`)),
      responsive: NOT_ON_PHONE,
    },
    { title: t('external.col.buyer'), key: 'buyerName', render: noWrap, responsive: NOT_ON_PHONE },
    {
      title: t('external.col.total'),
      key: 'totalFen',
      align: 'right',
      render: (fen: number) => noWrap(formatCents(fen)),
      responsive: NOT_ON_PHONE,
    },
    {
      title: t('external.col.status'),
      key: 'status',
      render: (status: ExternalOrderStatus) => <ExternalOrderStatusTag status={status} />,
    },
    {
      title: t('external.col.saleOrder'),
      key: 'saleOrderNo',
      render: (value: string, row: ExternalOrderRow) => (
        <NoWrap>
          {value || '-'}
          {row.saleOrderStatus === 'draft' && <Tag style={{ marginLeft: 4 }}>{t('external.draft')}</Tag>}
        </NoWrap>
      ),
    },
    // The reason takes the width left and wraps: it is what the reader came for. An order made
    // from it but left a draft says why it was not confirmed.
    {
      title: t('external.col.reason'),
      key: 'reason',
      render: (value: string, row: ExternalOrderRow) => (
        // Wide enough to read in a few lines when a phone scrolls the table sideways.
        <div style={{ minWidth: 260 }}>
          {value === ''
            ? '-'
            : row.status === 'applied'
              ? t('external.draftBecause', { reason: value })
              : value}
        </div>
      ),
    },
  ];
  return columns.filter((column): column is ListColumn<ExternalOrderRow> => column !== false);
}
