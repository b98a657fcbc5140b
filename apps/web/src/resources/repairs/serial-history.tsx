import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import { repairSerialHistory, type SerialEvent } from '@atrium/contract/endpoints/repair-serial-history';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { formatDateTime } from '../format-date-time';
import { REPAIR_PATHS } from './repair-paths';
import { REPAIRS_KEY } from './repair-queries';
import { REPAIRS_NS } from './repairs-i18n';

const KIND_COLORS: Record<SerialEvent['kind'], string> = {
  move: 'gray',
  sale: 'blue',
  pickup: 'orange',
  repair: 'red',
  swapOut: 'purple',
  swapIn: 'purple',
};

/**
 * A serial number that opens "where is it and what happened to it": the drawer lists where each
 * item carrying it is now and every move, sale, pickup, repair and swap, oldest first. Shown
 * wherever a repair screen shows a serial.
 */
export function SerialHistoryButton({ serialNo }: { serialNo: string }) {
  const { t } = useTranslation(REPAIRS_NS);
  const [open, setOpen] = useState(false);
  if (!serialNo) return <>-</>;
  return (
    <>
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        icon={<HistoryOutlined />}
        aria-label={t('serial.open', { serial: serialNo })}
        onClick={() => setOpen(true)}
        data-testid="serial-history-open"
      >
        {serialNo}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={`${t('serial.history')} · ${serialNo}`}
        size={520}
        destroyOnHidden
      >
        {open && <SerialHistoryBody serialNo={serialNo} />}
      </Drawer>
    </>
  );
}

function SerialHistoryBody({ serialNo }: { serialNo: string }) {
  const { t } = useTranslation(REPAIRS_NS);
  const scope = useQueryScope();
  const history = useQuery({
    queryKey: [...scope, REPAIRS_KEY, 'serial', serialNo],
    queryFn: ({ signal }) => callEndpoint(repairSerialHistory, { query: { serialNo }, signal, silent: true }),
    retry: false,
  });
  if (history.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (history.error) return <Alert type="warning" showIcon message={history.error.message} />;
  const { whereabouts, events } = history.data;
  const place = (kind: string) => t(`serial.location.${kind}`, { defaultValue: kind });
  return (
    <div data-testid="serial-history">
      <h3 style={{ marginTop: 0 }}>{t('serial.whereabouts')}</h3>
      {whereabouts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('serial.none')} />
      ) : (
        <Descriptions
          size="small"
          bordered
          column={1}
          items={whereabouts.map((item) => ({
            key: `${item.itemKind}-${item.itemId}`,
            label: item.itemLabel,
            children: `${place(item.locationKind)} · ${item.locationName}`,
          }))}
        />
      )}
      <h3>{t('serial.events')}</h3>
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('serial.none')} />
      ) : (
        <Timeline
          items={events.map((event, index) => ({
            key: index,
            color: KIND_COLORS[event.kind],
            children: <SerialEventLine event={event} />,
          }))}
        />
      )}
    </div>
  );
}

function SerialEventLine({ event }: { event: SerialEvent }) {
  const { t } = useTranslation(REPAIRS_NS);
  const route = [event.fromLocation, event.toLocation].filter(Boolean).join(' → ');
  const isRepair = (event.kind === 'repair' || event.kind.startsWith('swap')) && event.recordId !== null;
  return (
    <div data-testid={`serial-event-${event.kind}`}>
      <div>
        <Tag color={KIND_COLORS[event.kind]}>{t(`serial.kind.${event.kind}`)}</Tag>
        {isRepair ? (
          <Link to={REPAIR_PATHS.detail(event.recordId!)}>{event.documentNo}</Link>
        ) : (
          event.documentNo
        )}
      </div>
      <Typography.Text type="secondary">
        {formatDateTime(event.at)}
        {event.customerName && ` · ${event.customerName}`}
      </Typography.Text>
      {(route || event.detail) && <div>{[event.detail, route].filter(Boolean).join(' · ')}</div>}
    </div>
  );
}
