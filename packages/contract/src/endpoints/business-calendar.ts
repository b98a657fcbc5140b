import { z } from 'zod';
import { businessCalendarSchema } from '../business-hours.js';
import { defineEndpoint, permission } from '../endpoint.js';

/**
 * 工作日历 (system settings): the organization's business hours — a week of working periods, the
 * public holidays and the make-up working days (调休) — that every clock of business time reads:
 * work-order SLAs now, shifts, payroll and targets later (docs/architecture.md, "Business calendar").
 * No saved calendar: the office week (Monday to Friday, 09:00–12:00 and 13:00–18:00), no holidays.
 */
export const businessCalendarSetting = z.object({
  calendar: businessCalendarSchema,
  /** 0 while the organization has not saved one (the default is shown). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string(),
});
export type BusinessCalendarSetting = z.infer<typeof businessCalendarSetting>;

export const businessCalendarGet = defineEndpoint({
  method: 'GET',
  path: '/erp/system/businessCalendar',
  access: permission('businessCalendarSettings:query'),
  summary: "The organization's business calendar (the default office week until one is saved).",
  answer: businessCalendarSetting,
});

export const businessCalendarUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/system/businessCalendar',
  access: permission('businessCalendarSettings:update'),
  summary:
    'Save the business calendar (the version read, so a stale save is a 409): clocks of business time read it from now on; the holidays and make-up days are kept sorted, each once.',
  body: z.object({ calendar: businessCalendarSchema, version: z.number().int().min(0) }),
  answer: businessCalendarSetting,
});
