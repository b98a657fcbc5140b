import './call-toolbar-i18n';
import { CALL_BINDING_SOFT_PHONE } from '@atrium/contract';
import { Badge, Button, Popover, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRealtimeState } from '../../platform/realtime/realtime-connection';
import { CallCustomerPanel } from './call-customer-panel';
import { CallLoginForm } from './call-login-form';
import { useCallToolbar } from './use-call-toolbar';

const DEVICE_COLOR: Record<number, string> = { 0: 'default', 1: 'orange', 2: 'green' };

/**
 * The header's call toolbar (spec §2.9, §4 Call tool): the binding choice while logged out; the
 * seat, its device status, the soft phone's answer / hang-up and 签出 while logged in, with the
 * customer panel of a ringing call beneath it.
 */
export default function CallToolbar() {
  const { t } = useTranslation('callToolbar');
  const { info, loggedIn, view, busy, login, logout, answer, hangup } = useCallToolbar();
  const connection = useRealtimeState();

  if (!info) return null;
  if (!loggedIn) {
    return (
      <CallLoginForm
        userMobile={info.userMobile}
        busy={busy}
        onLogin={(type, tel) => void login(type, tel)}
      />
    );
  }
  const cno = view.session?.cno ?? info.cno;
  const device = view.deviceStatus in DEVICE_COLOR ? view.deviceStatus : 0;
  const softPhone = (view.session?.bindType ?? CALL_BINDING_SOFT_PHONE) === CALL_BINDING_SOFT_PHONE;
  return (
    <Space size={8} data-testid="call-toolbar">
      <Tooltip title={connection === 'open' ? t('loggedIn') : t('disconnected')}>
        <Badge status={connection === 'open' ? 'success' : 'warning'} />
      </Tooltip>
      <span data-testid="call-toolbar-seat">
        {t('seat')} {cno}
      </span>
      <Popover
        open={view.call !== null}
        placement="bottomRight"
        title={t('customer')}
        content={
          view.call && (
            <CallCustomerPanel
              customerNumber={view.call.customerNumber}
              callRecordId={view.call.callRecordId}
              customer={view.customer}
            />
          )
        }
      >
        <Tag color={DEVICE_COLOR[device]} data-testid="call-toolbar-device" style={{ marginInlineEnd: 0 }}>
          {t(`device.${device}` as 'device.0')}
        </Tag>
      </Popover>
      {softPhone && view.call && device === 1 && (
        <Button size="small" type="primary" onClick={answer}>
          {t('answer')}
        </Button>
      )}
      {softPhone && view.call && device !== 0 && (
        <Button size="small" danger onClick={hangup}>
          {t('hangup')}
        </Button>
      )}
      <Button size="small" loading={busy} onClick={() => void logout()}>
        {t('logout')}
      </Button>
    </Space>
  );
}
