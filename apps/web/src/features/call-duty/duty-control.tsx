import { DUTY_REFRESH_MS, type DutyRecord, ELAPSED_TICK_MS } from '@atrium/contract';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { announceDutyChange } from '../../platform/duty/duty-changes';
import { showMessage } from '../../platform/feedback/feedback';
import { useRealtimeEvent } from '../../platform/realtime/realtime-connection';
import { CALL_DUTY_NS } from './call-duty-i18n';
import { CALL_DUTY_ROUTES as ROUTES } from './call-duty-routes';
import { onDutyRefresh, refreshDuty } from './duty-refresh';
import { dutyElapsed } from './duty-time';

/** The seat choice (a form and a select) loads when someone first starts a duty. */
const StartDutyDialog = lazy(() => import('./start-duty-dialog'));

/**
 * The header's duty control (spec §4 Duty): off duty it offers 开始值班; on duty it shows the seat
 * and the time since startDutyTime, ticking every second, and 结束值班. While on duty the record is
 * read again every 60 s, when the page becomes visible and on refreshDuty() (a takeover), so a
 * seat taken over by someone else turns the control off duty.
 */
export default function DutyControl() {
  const { t } = useTranslation(CALL_DUTY_NS);
  // undefined until the first answer: nothing is shown rather than a wrong state.
  const [record, setRecord] = useState<DutyRecord | null | undefined>(undefined);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [ending, setEnding] = useState(false);

  const load = useCallback(async () => {
    try {
      setRecord(await callEndpoint(ROUTES.latestDutyRecord, { silent: true }));
    } catch {
      // Keep what is shown; the next refresh tries again.
    }
  }, []);

  useEffect(() => {
    void load();
    return onDutyRefresh(() => void load());
  }, [load]);

  // Someone took this user's seat over: say so and go off duty at once, not at the next refresh.
  useRealtimeEvent('call.dutyTakenOver', ({ cno }) => {
    showMessage('warning', t('takenOver', { cno }));
    refreshDuty();
  });

  // A start, an end or a takeover (not the first read): the duty lists read theirs again.
  const shown = record === undefined ? undefined : record ? `${record.cno} ${record.startDutyTime}` : '';
  const lastShown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shown === undefined) return;
    if (lastShown.current !== undefined && lastShown.current !== shown) announceDutyChange();
    lastShown.current = shown;
  }, [shown]);

  const onDuty = Boolean(record);
  useEffect(() => {
    if (!onDuty) return;
    const timer = window.setInterval(() => void load(), DUTY_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [onDuty, load]);

  const end = async (cno: string) => {
    setEnding(true);
    try {
      await callEndpoint(ROUTES.endDuty, { params: { cno } });
      setRecord(null);
      showMessage('success', t('ended'));
    } catch {
      // The api client has shown why (e.g. the seat was taken over meanwhile); show the truth.
      await load();
    } finally {
      setEnding(false);
    }
  };

  if (record === undefined) return null;
  if (!record) {
    return (
      <Space size={4} className="atrium-duty-control" data-testid="duty-control" data-state="off">
        <Tag data-testid="duty-state">{t('offDuty')}</Tag>
        <Button size="small" type="link" data-testid="duty-start" onClick={() => setDialogOpen(true)}>
          {t('start')}
        </Button>
        {dialogOpen && (
          <Suspense fallback={null}>
            <StartDutyDialog
              open={dialogOpen}
              onClose={() => setDialogOpen(false)}
              onStarted={(started) => {
                setDialogOpen(false);
                setRecord(started);
              }}
            />
          </Suspense>
        )}
      </Space>
    );
  }
  return (
    <Space size={4} className="atrium-duty-control" data-testid="duty-control" data-state="on">
      <Tag color="processing" data-testid="duty-state" title={t('elapsed')}>
        {t('onDuty')} {record.cno} <DutyElapsed startDutyTime={record.startDutyTime} />
      </Tag>
      <Popconfirm
        title={t('endConfirm', { cno: record.cno })}
        okButtonProps={{ danger: true }}
        onConfirm={() => end(record.cno)}
      >
        <Button size="small" type="link" danger loading={ending} data-testid="duty-end">
          {t('end')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** HH:mm:ss since the duty started, re-rendered every second on its own. */
function DutyElapsed({ startDutyTime }: { startDutyTime: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ELAPSED_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span data-testid="duty-elapsed" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {dutyElapsed(startDutyTime, now)}
    </span>
  );
}
