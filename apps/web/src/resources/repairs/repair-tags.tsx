import type { RepairDetail, RepairStatus } from '@atrium/contract/endpoints/repair-orders';
import type { PickupStatus } from '@atrium/contract/endpoints/repair-pickups';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { REPAIRS_NS } from './repairs-i18n';

const REPAIR_COLORS: Record<RepairStatus, string> = {
  received: 'default',
  diagnosed: 'blue',
  quoted: 'gold',
  accepted: 'cyan',
  declined: 'red',
  repairing: 'processing',
  qualityCheck: 'purple',
  shippedBack: 'geekblue',
  closed: 'green',
};

const PICKUP_COLORS: Record<PickupStatus, string> = {
  requested: 'default',
  inTransit: 'blue',
  checkedIn: 'green',
  cancelled: 'red',
};

/** A repair's state as a coloured tag. */
export function RepairStatusTag({ status }: { status: RepairStatus }) {
  const { t } = useTranslation(REPAIRS_NS);
  return <Tag color={REPAIR_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

/** A pickup's state as a coloured tag. */
export function PickupStatusTag({ status }: { status: PickupStatus }) {
  const { t } = useTranslation(REPAIRS_NS);
  return <Tag color={PICKUP_COLORS[status]}>{t(`pickupStatus.${status}`)}</Tag>;
}

/** The warranty decision (null: not diagnosed yet). */
export function WarrantyTag({ underWarranty }: { underWarranty: boolean | null }) {
  const { t } = useTranslation(REPAIRS_NS);
  if (underWarranty === null) return <Tag>{t('warranty.undecided')}</Tag>;
  return underWarranty ? (
    <Tag color="green">{t('warranty.under')}</Tag>
  ) : (
    <Tag color="orange">{t('warranty.out')}</Tag>
  );
}

/** A repair's state and warranty tags, beside its number. */
export function RepairTags({ repair }: { repair: Pick<RepairDetail, 'status' | 'underWarranty'> }) {
  return (
    <>
      <RepairStatusTag status={repair.status} />
      <WarrantyTag underWarranty={repair.underWarranty} />
    </>
  );
}
