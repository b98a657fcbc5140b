import { filesApi } from '@atrium/contract';
import type { PickupDetail } from '@atrium/contract/endpoints/repair-pickups';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { StoredImage } from '../../forms/stored-file';
import { formatDateTime } from '../../resources/format-date-time';
import { PICKUP_PATHS, REPAIR_PATHS } from '../../resources/repairs/repair-paths';
import { usePickup } from '../../resources/repairs/repair-queries';
import { PickupStatusTag } from '../../resources/repairs/repair-tags';
import { RepairsTimeline } from '../../resources/repairs/repair-timeline';
import { usePickupTransitions } from '../../resources/repairs/repair-transitions';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { SerialHistoryButton } from '../../resources/repairs/serial-history';
import { TransitionActions } from '../../resources/transition-actions';
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
  if (detail.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const pickup = detail.data;
  if (!pickup)
    return (
      <section className="atrium-panel">
        <Empty description={t('detail.notFound')} />
      </section>
    );
  const checkingIn = pickup.transitions.transitions.includes('checkIn');
  return (
    <div data-testid="pickup-detail">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
          <Space wrap>
            <h2 style={{ margin: 0 }}>{pickup.documentNo}</h2>
            <PickupStatusTag status={pickup.status} />
          </Space>
          <Space wrap>
            {pickup.repairId !== null && (
              <Button
                type="primary"
                onClick={() => navigate(REPAIR_PATHS.detail(pickup.repairId!))}
                data-testid="pickup-open-repair"
              >
                {t('pickup.openRepair', { documentNo: pickup.repairNo })}
              </Button>
            )}
            <TransitionActions
              status={pickup.transitions}
              actions={transitions.actions}
              taking={transitions.taking?.id === pickup.id ? transitions.taking.name : undefined}
              onTake={(name) => transitions.take(pickup.id, name, pickup.transitions.version)}
            />
            <Button onClick={() => navigate(PICKUP_PATHS.list)}>{t('action.back')}</Button>
          </Space>
        </Space>
        <PickupHeader pickup={pickup} />
      </section>
      {checkingIn && (
        <section className="atrium-panel" style={{ marginBottom: 16 }}>
          <h3 style={{ marginTop: 0 }}>{t('pickup.checkIn')}</h3>
          <PickupCheckIn key={pickup.version} pickup={pickup} />
        </section>
      )}
      {pickup.status === 'checkedIn' && (
        <section className="atrium-panel" style={{ marginBottom: 16 }}>
          <h3 style={{ marginTop: 0 }}>{t('pickup.checkIn')}</h3>
          <CheckedIn pickup={pickup} />
        </section>
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
  const items: [string, ReactNode, boolean?][] = [
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
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={items
        .filter(([, , shown = true]) => shown)
        .map(([label, children], index) => ({ key: String(index), label, children }))}
    />
  );
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
