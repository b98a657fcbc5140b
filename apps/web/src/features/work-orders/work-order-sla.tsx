import { type HoursMinutes, splitMinutes } from '@atrium/contract';
import type {
  WorkOrderRow,
  WorkOrderSlaClock,
  WorkOrderSlaState,
} from '@atrium/contract/endpoints/work-orders';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { WORK_ORDERS_NS } from './work-orders-i18n';

const SLA_COLORS: Record<WorkOrderSlaState, string> = {
  none: 'default',
  running: 'blue',
  warning: 'orange',
  breached: 'red',
  paused: 'default',
  met: 'green',
};

const MINUTE_MS = 60_000;

/** Business ms as hours and minutes (a business day is the calendar's, so no days). */
export const businessSpan = (ms: number): HoursMinutes => splitMinutes(Math.floor(Math.abs(ms) / MINUTE_MS));

/** Business ms still left of a clock's target (negative once breached); null without a target. */
export const timeLeftMs = (clock: WorkOrderSlaClock): number | null =>
  clock.targetMs === null ? null : clock.targetMs - clock.elapsedMs;

const COUNTING_STATES: readonly WorkOrderSlaState[] = ['running', 'warning', 'breached'];

/** A clock still counting against its target (a breached one stopped since counts no more). */
const counting = (clock: WorkOrderSlaClock) =>
  COUNTING_STATES.includes(clock.state) && clock.targetMs !== null && clock.stoppedAt === null;

/**
 * The clock a list row shows: of the counting ones the one with least time left; else a paused
 * one; else the resolution clock (stopped: met or breached; or without a target).
 */
export function leadingClock(row: Pick<WorkOrderRow, 'response' | 'resolution'>): WorkOrderSlaClock {
  const clocks = [row.response, row.resolution];
  const running = clocks.filter(counting);
  if (running.length > 0)
    return running.reduce((least, clock) => (timeLeftMs(clock)! < timeLeftMs(least)! ? clock : least));
  return clocks.find((clock) => clock.state === 'paused') ?? row.resolution;
}

/** "2小时5分" of business time. */
export function useBusinessSpanText() {
  const { t } = useTranslation(WORK_ORDERS_NS);
  return (ms: number) => {
    const { hours, minutes } = businessSpan(ms);
    return hours > 0 ? t('sla.hoursMinutes', { hours, minutes }) : t('sla.minutes', { minutes });
  };
}

/** A clock's state as a tag: warning orange, breached red, paused grey (已暂停). */
export function SlaStateTag({ state }: { state: WorkOrderSlaState }) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  return (
    <Tag color={SLA_COLORS[state]} data-testid="sla-state" data-state={state} style={{ marginInlineEnd: 0 }}>
      {t(`slaState.${state}`)}
    </Tag>
  );
}

/** What is left of a clock in business time: 剩余 …, 超时 …, or `fallback` while paused or stopped. */
export function SlaTimeLeft({
  clock,
  fallback = null,
}: {
  clock: WorkOrderSlaClock;
  fallback?: string | null;
}) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const span = useBusinessSpanText();
  const left = timeLeftMs(clock);
  if (left === null || !counting(clock)) return fallback;
  return (
    <Typography.Text type={left < 0 ? 'danger' : undefined} data-testid="sla-left">
      {left < 0 ? t('sla.over', { span: span(left) }) : t('sla.left', { span: span(left) })}
    </Typography.Text>
  );
}

/** A row's SLA cell: the leading clock's state tag and the time left. */
export function SlaCell({ row }: { row: Pick<WorkOrderRow, 'response' | 'resolution'> }) {
  const clock = leadingClock(row);
  return (
    <Space size={4} wrap>
      <SlaStateTag state={clock.state} />
      <SlaTimeLeft clock={clock} />
    </Space>
  );
}
