import type { RepairDetail } from '@atrium/contract/endpoints/repair-orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../format-date-time';
import { type DescribedItem, RecordDescriptions } from './record-descriptions';
import { PICKUP_PATHS } from './repair-paths';
import { WarrantyTag } from './repair-tags';
import { REPAIRS_NS } from './repairs-i18n';
import { SerialHistoryButton } from './serial-history';

/** Why the repair is (or is not) under warranty, from the serial's ship date and the warranty's end. */
function WarrantyReason({
  repair,
}: {
  repair: Pick<RepairDetail, 'underWarranty' | 'shipDate' | 'warrantyUntil'>;
}) {
  const { t } = useTranslation(REPAIRS_NS);
  if (repair.underWarranty === null) return <>{t('warranty.whyUndecided')}</>;
  if (!repair.shipDate) return <>{t('warranty.whyNoShipDate')}</>;
  if (!repair.warrantyUntil) return <>{t('warranty.whyNoMonths')}</>;
  const values = { shipDate: repair.shipDate, until: repair.warrantyUntil };
  return <>{repair.underWarranty ? t('warranty.whyUnder', values) : t('warranty.whyExpired', values)}</>;
}

/** A repair's record, on its detail and on the workbench: customer, device, fault, warranty and why, shipping. */
export function RepairHeader({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation(REPAIRS_NS);
  const items: DescribedItem[] = [
    [
      t('column.customer'),
      <Link key="customer" to={`/customer/detail/${repair.customerId}`}>
        {repair.customerName}
      </Link>,
    ],
    [t('form.contactName'), repair.contactName || '-'],
    [t('form.contactPhone'), repair.contactPhone || '-'],
    [t('column.serialNo'), <SerialHistoryButton key="serial" serialNo={repair.serialNo} />],
    [t('column.product'), repair.productLabel],
    [t('column.technician'), repair.technicianName || t('detail.unclaimed')],
    [t('detail.fault'), repair.faultDescription],
    [t('detail.faultCategories'), repair.faultCategoryNames.join('、'), repair.faultCategoryNames.length > 0],
    [t('detail.diagnosisNote'), repair.diagnosisNote, repair.diagnosisNote !== ''],
    [t('detail.shipDate'), repair.shipDate || '-'],
    [t('detail.warrantyUntil'), repair.warrantyUntil || '-'],
    [
      t('detail.warranty'),
      <span key="warranty" data-testid="repair-warranty-reason">
        <WarrantyTag underWarranty={repair.underWarranty} /> <WarrantyReason repair={repair} />
      </span>,
    ],
    [t('detail.warehouse'), repair.warehouseName, repair.warehouseName !== ''],
    [
      t('detail.pickup'),
      repair.pickupId !== null && (
        <Link key="pickup" to={PICKUP_PATHS.detail(repair.pickupId)}>
          {repair.pickupNo}
        </Link>
      ),
      repair.pickupId !== null,
    ],
    [
      t('detail.chargeOrder'),
      repair.chargeOrderId !== null && (
        <Link
          key="charge"
          to={`/sale/order/detail/${repair.chargeOrderId}`}
          data-testid="repair-charge-order"
        >
          {repair.chargeOrderNo}
        </Link>
      ),
      repair.chargeOrderId !== null,
    ],
    [t('form.workOrder'), String(repair.workOrderId), repair.workOrderId !== null],
    [
      t('detail.shipping'),
      repair.shippedAt ? (
        <span key="shipping" data-testid="repair-shipping">
          {repair.shipCarrier} {repair.shipTrackingNo} · {formatDateTime(repair.shippedAt)}
        </span>
      ) : (
        t('detail.notShipped')
      ),
    ],
    [t('column.createdAt'), formatDateTime(repair.createdAt)],
  ];
  return <RecordDescriptions items={items} />;
}
