import { businessCalendarGet, businessCalendarUpdate } from '@atrium/contract/endpoints/business-calendar';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { bindEndpoint } from '../http/bind-endpoint.js';
import { businessCalendarSetting, saveBusinessCalendar } from './business-calendar.service.js';

/** Serves 工作日历 (system settings): the organization's business calendar, read and saved. */
export function installBusinessCalendar(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, businessCalendarGet, ({ member }) => businessCalendarSetting(db, member.orgId));
  bindEndpoint(app, businessCalendarUpdate, ({ member, body }) => saveBusinessCalendar(db, member, body));
}
