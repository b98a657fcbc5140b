import { filesApi } from '@atrium/contract';
import type { PickupDetail } from '@atrium/contract/endpoints/repair-pickups';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { StoredImage } from '../../forms/stored-file';
import { formatDateTime } from '../../resources/format-date-time';
import { type DescribedItem, RecordDescriptions } from '../../resources/repairs/record-descriptions';
import { RecordHead, RecordMissing, RecordPanel } from '../../resources/repairs/record-layout';
import { PICKUP_PATHS, REPAIR_PATHS } from '../../resources/repairs/repair-paths';
import { usePickup } from '../../resources/repairs/repair-queries';
import { PickupStatusTag } from '../../resources/repairs/repair-tags';
import { RepairsTimeline } from '../../resources/repairs/repair-timeline';
import { RecordTransitionActions, usePickupTransitions } from '../../resources/repairs/repair-transitions';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { SerialHistoryButton } from '../../resources/repairs/serial-history';
import { PickupCheckIn } from './pickup-check-in';

/**
 * 取件单详情 (/workorder/collect/detail/:id): how the device comes in, 已发出 / 取消, and — until it
 * is checked in — the check-in form; afterwards what was recorded (serial, photos, accessories)
 * and the 维修单 it opened.
 */
export function PickupDetailPage() {
  const { t } = useTranslation(REPAIRS_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = usePickup(id);
  const transitions = usePickupTransitions();
  const pickup = detail.data;
  if (!pickup) return <RecordMissing pending={detail.isPending} />;
  const checkingIn = pickup.transitions.transitions.includes('checkIn');
  return (
    <div data-testid="pickup-detail">
      <RecordHead
        documentNo={pickup.documentNo}
        tags={<PickupStatusTag status={pickup.status} />}
        actions={
          <>
            {pickup.repairId !== null && (
              <Button
                type="primary"
                onClick={() => navigate(REPAIR_PATHS.detail(pickup.repairId!))}
                data-testid="pickup-open-repair"
              >
                {t('pickup.openRepair', { documentNo: pickup.repairNo })}
              </Button>
            )}
            <RecordTransitionActions record={pickup} transitions={transitions} />
            <Button onClick={() => navigate(PICKUP_PATHS.list)}>{t('action.back')}</Button>
          </>
        }
      >
        <PickupHeader pickup={pickup} />
      </RecordHead>
      {checkingIn && (
        <RecordPanel title={t('pickup.checkIn')}>
          <PickupCheckIn key={pickup.version} pickup={pickup} />
        </RecordPanel>
      )}
      {pickup.status === 'checkedIn' && (
        <RecordPanel title={t('pickup.checkIn')}>
          <CheckedIn pickup={pickup} />
        </RecordPanel>
      )}
      <RepairsTimeline kind="pickup" recordId={pickup.id} refreshOn={pickup.version} />
    </div>
  );
}

function PickupHeader({ pickup }: { pickup: PickupDetail }) {
  const { t } = useTranslation(REPAIRS_NS);
  const window =
    pickup.windowStart || pickup.windowEnd
      ? `${pickup.windowStart ? formatDateTime(pickup.windowStart) : ''} ~ ${pickup.windowEnd ? formatDateTime(pickup.windowEnd) : ''}`
      : '-';
  const courier = pickup.arrival === 'courier';
  const items: DescribedItem[] = [
    [
      t('column.customer'),
      <Link key="customer" to={`/customer/detail/${pickup.customerId}`}>
        {pickup.customerName}
      </Link>,
    ],
    [t('form.contactName'), pickup.contactName || '-'],
    [t('form.contactPhone'), pickup.contactPhone || '-'],
    [t('form.arrival'), t(`arrival.${pickup.arrival}`)],
    [t('form.address'), pickup.address || '-', courier],
    [t('pickup.window'), window, courier],
    [t('form.carrier'), pickup.carrier || '-'],
    [t('form.trackingNo'), pickup.trackingNo || '-'],
    [t('form.faultDescription'), pickup.faultDescription],
    [t('form.remark'), pickup.remark, pickup.remark !== ''],
    [t('column.createdAt'), formatDateTime(pickup.createdAt)],
  ];
  return <RecordDescriptions items={items} />;
}

function CheckedIn({ pickup }: { pickup: PickupDetail }) {
  const { t } = useTranslation(REPAIRS_NS);
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid="pickup-checked-in"
      items={[
        {
          key: 'serial',
          label: t('form.serialNo'),
          children: <SerialHistoryButton serialNo={pickup.serialNo} />,
        },
        {
          key: 'repair',
          label: t('column.repair'),
          children:
            pickup.repairId === null ? (
              '-'
            ) : (
              <Link to={REPAIR_PATHS.detail(pickup.repairId)}>{pickup.repairNo}</Link>
            ),
        },
        {
          key: 'accessories',
          label: t('pickup.accessories'),
          children: pickup.accessories.length ? pickup.accessories.join('、') : t('pickup.noAccessories'),
        },
        {
          key: 'photos',
          label: t('pickup.photos'),
          children: pickup.photoFileIds.length ? (
            <Space wrap>
              {pickup.photoFileIds.map((fileId, index) => (
                <StoredImage
                  key={fileId}
                  file={{
                    uid: String(fileId),
                    name: t('pickup.photo', { index: index + 1 }),
                    url: filesApi.download.path.replace(':id', String(fileId)),
                  }}
                />
              ))}
            </Space>
          ) : (
            t('pickup.noPhotos')
          ),
        },
        {
          key: 'at',
          label: t('pickup.checkedInAt'),
          children: pickup.checkedInAt ? formatDateTime(pickup.checkedInAt) : '-',
        },
      ]}
    />
  );
}
