import { type BusinessCalendar, OFFICE_WEEK } from '@atrium/contract';
import type { BusinessCalendarSetting } from '@atrium/contract/endpoints/business-calendar';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../modules/admin/admin.tables.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { businessCalendars } from './business-calendar.tables.js';

/** The calendar of an organization that has saved none: the office week, no holidays. */
const defaultCalendar = (): BusinessCalendarSetting['calendar'] => ({
  week: OFFICE_WEEK.map((periods) => periods.map((period) => ({ ...period }))),
  holidays: [],
  makeUpDays: [],
});

/**
 * The organization's business calendar, for any clock of business time (SLAs, shifts, targets):
 * the saved one, or the default.
 */
export async function loadBusinessCalendar(db: Db, orgId: number): Promise<BusinessCalendar> {
  // The calendar's own columns only: clocks read it often, the screen's who-saved-it is not theirs.
  const [row] = await db
    .select({
      week: businessCalendars.week,
      holidays: businessCalendars.holidays,
      makeUpDays: businessCalendars.makeUpDays,
    })
    .from(businessCalendars)
    .where(eq(businessCalendars.orgId, orgId));
  return row ?? defaultCalendar();
}

/** The calendar as the settings screen shows it: with its version and who saved it last. */
export async function businessCalendarSetting(db: Db, orgId: number): Promise<BusinessCalendarSetting> {
  const [row] = await db
    .select({ calendar: businessCalendars, updatedByName: users.name })
    .from(businessCalendars)
    .leftJoin(users, eq(users.id, businessCalendars.updatedBy))
    .where(eq(businessCalendars.orgId, orgId));
  if (!row) return { calendar: defaultCalendar(), version: 0, updatedAt: null, updatedByName: '' };
  const { week, holidays, makeUpDays, version, updatedAt } = row.calendar;
  return {
    calendar: { week, holidays, makeUpDays },
    version,
    updatedAt: updatedAt.toISOString(),
    updatedByName: row.updatedByName ?? '',
  };
}

/** Each day once, in order. */
const days = (list: readonly string[]) => [...new Set(list)].sort();

/**
 * Saves the calendar if `version` is the one stored (0: none saved yet); otherwise 409, nothing
 * written. One statement decides: an insert that only a first save can make, or an update of the
 * row at that version. Audited with what it replaced.
 */
export async function saveBusinessCalendar(
  db: Db,
  actor: { orgId: number; userId: number },
  input: { calendar: BusinessCalendar; version: number },
): Promise<BusinessCalendarSetting> {
  return db.transaction(async (tx) => {
    const before = await businessCalendarSetting(tx, actor.orgId);
    const values = {
      week: input.calendar.week.map((periods) => periods.map(({ from, to }) => ({ from, to }))),
      holidays: days(input.calendar.holidays),
      makeUpDays: days(input.calendar.makeUpDays),
      version: input.version + 1,
      updatedAt: new Date(),
      updatedBy: actor.userId,
    };
    const written =
      input.version === 0
        ? await tx
            .insert(businessCalendars)
            .values({ orgId: actor.orgId, ...values })
            .onConflictDoNothing()
            .returning({ orgId: businessCalendars.orgId })
        : await tx
            .update(businessCalendars)
            .set(values)
            .where(
              sql`${businessCalendars.orgId} = ${actor.orgId} and ${businessCalendars.version} = ${input.version}`,
            )
            .returning({ orgId: businessCalendars.orgId });
    if (written.length === 0) throw new AppError(409, 'conflict.stale');
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.userId,
      action: 'update',
      entity: 'businessCalendar',
      entityId: actor.orgId,
      before: before.calendar,
      after: { week: values.week, holidays: values.holidays, makeUpDays: values.makeUpDays },
    });
    return businessCalendarSetting(tx, actor.orgId);
  });
}
