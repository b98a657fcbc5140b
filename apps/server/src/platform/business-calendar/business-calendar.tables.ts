import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { orgIdColumn, updatedAt } from '../../modules/admin/admin.tables.js';

/**
 * An organization's business calendar (docs/architecture.md, "Business calendar"), once saved:
 * no row is the office week with no holidays. One row per organization.
 */
export const businessCalendars = pgTable('business_calendars', {
  orgId: orgIdColumn().primaryKey(),
  /** Seven lists of working periods (minutes after midnight), Sunday first. */
  week: jsonb('week').$type<{ from: number; to: number }[][]>().notNull(),
  /** Public holidays falling on working days, `YYYY-MM-DD`, sorted. */
  holidays: text('holidays').array().notNull(),
  /** Make-up working days (调休) falling on days off, sorted. */
  makeUpDays: text('make_up_days').array().notNull(),
  version: integer('version').notNull(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by'),
});
