import type { RepairRow } from '@atrium/contract/endpoints/repair-orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../format-date-time';
import { type ListColumn, NOT_ON_PHONE } from '../list-table';
import { TruncatedText } from '../truncated-text';
import { RepairStatusTag, WarrantyTag } from './repair-tags';
import { REPAIRS_NS } from './repairs-i18n';

/** A document number opening its record. */
export function documentNoColumn<Row extends { id: number }>(
  title: string,
  pathOf: (id: number) => string,
): ListColumn<Row> {
  return {
    title,
    key: 'documentNo',
    width: 150,
    render: (value: string, row: Row) => (
      <Link to={pathOf(row.id)} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Link>
    ),
  };
}

/** A customer's name, cut short with the whole name on hover. */
export function customerColumn<Row>(title: string): ListColumn<Row> {
  return { title, key: 'customerName', width: 160, render: (name: string) => <TruncatedText text={name} /> };
}

/** The columns the repair list and the workbench queue share (the queue leaves some out on a phone). */
export function useRepairColumns() {
  const { t } = useTranslation(REPAIRS_NS);
  return {
    status: {
      title: t('column.status'),
      key: 'status',
      width: 110,
      render: (value: RepairRow['status']) => <RepairStatusTag status={value} />,
    } satisfies ListColumn<RepairRow>,
    warranty: {
      title: t('column.warranty'),
      key: 'underWarranty',
      width: 100,
      responsive: NOT_ON_PHONE,
      render: (value: boolean | null) => <WarrantyTag underWarranty={value} />,
    } satisfies ListColumn<RepairRow>,
    technician: {
      title: t('column.technician'),
      key: 'technicianName',
      width: 100,
      // On a phone the queue's 领取 says who has none.
      responsive: NOT_ON_PHONE,
      render: (name: string) => name || t('detail.unclaimed'),
    } satisfies ListColumn<RepairRow>,
    product: {
      title: t('column.product'),
      key: 'productLabel',
      width: 160,
      responsive: NOT_ON_PHONE,
      render: (label: string) => <TruncatedText text={label} />,
    } satisfies ListColumn<RepairRow>,
    serial: {
      title: t('column.serialNo'),
      key: 'serialNo',
      width: 150,
      responsive: NOT_ON_PHONE,
    } satisfies ListColumn<RepairRow>,
    updatedAt: {
      title: t('column.updatedAt'),
      key: 'updatedAt',
      width: 160,
      responsive: NOT_ON_PHONE,
      render: formatDateTime,
    } satisfies ListColumn<RepairRow>,
  };
}
