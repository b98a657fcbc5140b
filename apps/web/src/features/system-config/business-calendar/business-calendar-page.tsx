import { OFFICE_WEEK } from '@atrium/contract';
import {
  type BusinessCalendarSetting,
  businessCalendarUpdate,
} from '@atrium/contract/endpoints/business-calendar';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../forms/use-form-save';
import { Action } from '../../../platform/access/action';
import { useAction } from '../../../platform/access/use-action';
import { callEndpoint } from '../../../platform/api/call-endpoint';
import { ScreenQueryProvider } from '../../../platform/query/screen-query-provider';
import { formatDateTime } from '../../../resources/format-date-time';
import { SYSTEM_CONFIG_NS } from '../system-config-i18n';
import { useBusinessCalendar, useInvalidate } from '../system-config-queries';

/** Monday first, as people read a week; the calendar stores Sunday first (index 0). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
/** The times a period may start or end: every half hour, 00:00 to 24:00. */
const TIMES = Array.from({ length: 49 }, (_, index) => index * 30);
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type CalendarForm = BusinessCalendarSetting['calendar'];

/**
 * 工作日历 (/system/businessCalendar): the organization's working periods of each weekday, its
 * public holidays and make-up working days (调休) — what every clock of business time reads (work
 * order SLAs first). One save sends the whole calendar with the version read.
 */
export function BusinessCalendarPage() {
  return (
    <ScreenQueryProvider>
      <BusinessCalendarScreen />
    </ScreenQueryProvider>
  );
}

function BusinessCalendarScreen() {
  const setting = useBusinessCalendar();
  if (!setting.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  // Keyed by the version: a save (or a newer calendar) starts the form again from the server's.
  return <CalendarEditor key={setting.data.version} setting={setting.data} />;
}

function CalendarEditor({ setting }: { setting: BusinessCalendarSetting }) {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const canSave = useAction()('update');
  const invalidate = useInvalidate('businessCalendar');
  const [form] = Form.useForm<CalendarForm>();
  const { saving, onFinish } = useFormSave<CalendarForm>({
    form,
    // Sent with the version read: a calendar saved meanwhile makes this one stale (409).
    save: (calendar) =>
      callEndpoint(businessCalendarUpdate, { body: { calendar, version: setting.version }, silent: true }),
    successMessage: t('common.saved'),
    onSaved: invalidate,
    errors: 'form',
  });
  return (
    <Form<CalendarForm>
      form={form}
      initialValues={setting.calendar}
      onFinish={onFinish}
      disabled={!canSave}
      name="business-calendar"
    >
      <Flex vertical gap={16} data-testid="business-calendar">
        <Alert type="info" showIcon title={t('businessCalendar.hint')} />
        <Card size="small" title={t('businessCalendar.week')}>
          <Flex vertical gap={8}>
            {WEEKDAYS.map((weekday) => (
              <WeekdayPeriods key={weekday} weekday={weekday} />
            ))}
          </Flex>
        </Card>
        <Flex gap={16} wrap>
          <DayList
            name="holidays"
            title={t('businessCalendar.holidays')}
            hint={t('businessCalendar.holidaysHint')}
            editable={canSave}
          />
          <DayList
            name="makeUpDays"
            title={t('businessCalendar.makeUpDays')}
            hint={t('businessCalendar.makeUpDaysHint')}
            editable={canSave}
          />
        </Flex>
        <Flex gap={8} align="center" wrap>
          <Action code="update">
            <Button type="primary" htmlType="submit" loading={saving} data-testid="business-calendar-save">
              {t('common.save')}
            </Button>
            <Button
              onClick={() =>
                form.setFieldValue(
                  'week',
                  OFFICE_WEEK.map((periods) => [...periods]),
                )
              }
              data-testid="business-calendar-office-week"
            >
              {t('businessCalendar.officeWeek')}
            </Button>
          </Action>
          <Typography.Text type="secondary" data-testid="business-calendar-saved">
            {setting.updatedAt
              ? t('businessCalendar.savedBy', {
                  name: setting.updatedByName,
                  at: formatDateTime(setting.updatedAt),
                })
              : t('businessCalendar.notSaved')}
          </Typography.Text>
        </Flex>
      </Flex>
    </Form>
  );
}

/** One weekday's working periods: a start and an end each (half hours), added and removed. */
function WeekdayPeriods({ weekday }: { weekday: (typeof WEEKDAYS)[number] }) {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const day = String(t(`businessCalendar.weekday.${weekday}`));
  const times = (from: number, to: number) =>
    TIMES.filter((minutes) => minutes >= from && minutes <= to).map((minutes) => ({
      value: minutes,
      label: clock(minutes),
    }));
  return (
    <Form.List
      name={['week', weekday]}
      // The server's rules, said on the day before a save is sent (the selects hold no message).
      rules={[
        {
          validator: async (_rule, periods: { from: number; to: number }[] | undefined) => {
            const problem = periodProblem(periods ?? []);
            if (problem) throw new Error(`${day}：${t(`businessCalendar.problem.${problem}`)}`);
          },
        },
      ]}
    >
      {(periods, { add, remove }, { errors }) => (
        <Flex gap={8} align="center" wrap data-testid={`business-calendar-day-${weekday}`}>
          <Typography.Text strong style={{ width: 48 }}>
            {day}
          </Typography.Text>
          {periods.length === 0 && <Tag>{t('businessCalendar.dayOff')}</Tag>}
          {periods.map((period, index) => (
            <Flex key={period.key} gap={4} align="center">
              <Form.Item name={[period.name, 'from']} noStyle>
                <Select
                  aria-label={t('businessCalendar.from', { day, n: index + 1 })}
                  options={times(0, 1410)}
                  style={{ width: 90 }}
                />
              </Form.Item>
              <span aria-hidden>–</span>
              <Form.Item name={[period.name, 'to']} noStyle>
                <Select
                  aria-label={t('businessCalendar.to', { day, n: index + 1 })}
                  options={times(30, 1440)}
                  style={{ width: 90 }}
                />
              </Form.Item>
              <Action code="update">
                <Button
                  size="small"
                  type="text"
                  danger
                  onClick={() => remove(period.name)}
                  aria-label={t('businessCalendar.removePeriod', { day, n: index + 1 })}
                >
                  ×
                </Button>
              </Action>
            </Flex>
          ))}
          <Action code="update">
            <Button
              size="small"
              onClick={() => add(nextPeriod(periods.length))}
              data-testid={`business-calendar-add-${weekday}`}
              aria-label={t('businessCalendar.addPeriod', { day })}
            >
              {t('businessCalendar.add')}
            </Button>
          </Action>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}

/** What is wrong with a day's periods, as the contract's calendar schema would refuse it. */
function periodProblem(periods: readonly { from: number; to: number }[]): 'order' | 'overlap' | null {
  if (periods.some((period) => period.from >= period.to)) return 'order';
  if (periods.some((period, index) => index > 0 && periods[index - 1]!.to > period.from)) return 'overlap';
  return null;
}

/** The period a new one starts as: the morning, or the afternoon after it. */
const nextPeriod = (count: number) => (count === 0 ? { from: 540, to: 720 } : { from: 780, to: 1080 });

/** A list of days (holidays or make-up days) as a form field: a date picked and added, each removable. */
function DayList({
  name,
  title,
  hint,
  editable,
}: {
  name: 'holidays' | 'makeUpDays';
  title: string;
  hint: string;
  editable: boolean;
}) {
  return (
    <Card size="small" title={title} style={{ flex: '1 1 320px' }} data-testid={`business-calendar-${name}`}>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Form.Item name={name} noStyle>
        <DaysInput name={name} title={title} editable={editable} />
      </Form.Item>
    </Card>
  );
}

/** The days, sorted and each once, as the form field's control (Form.Item gives value and onChange). */
function DaysInput({
  name,
  title,
  editable,
  value = [],
  onChange,
}: {
  name: string;
  title: string;
  editable: boolean;
  value?: string[];
  onChange?: (days: string[]) => void;
}) {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const set = (next: string[]) => onChange?.([...new Set(next)].sort());
  return (
    <Flex vertical gap={8}>
      <Action code="update">
        <Flex gap={8}>
          <DatePicker
            value={picked}
            onChange={setPicked}
            aria-label={t('businessCalendar.pickDay', { list: title })}
          />
          <Button
            disabled={!picked}
            onClick={() => {
              if (picked) set([...value, picked.format('YYYY-MM-DD')]);
              setPicked(null);
            }}
            data-testid={`business-calendar-${name}-add`}
          >
            {t('businessCalendar.add')}
          </Button>
        </Flex>
      </Action>
      <Flex gap={4} wrap>
        {value.length === 0 && (
          <Typography.Text type="secondary">{t('businessCalendar.none')}</Typography.Text>
        )}
        {value.map((day) => (
          <Tag
            key={day}
            closable={editable}
            onClose={(event) => {
              event.preventDefault();
              set(value.filter((other) => other !== day));
            }}
            closeIcon={
              <span role="img" aria-label={t('businessCalendar.removeDay', { day })}>
                ×
              </span>
            }
          >
            {day}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
