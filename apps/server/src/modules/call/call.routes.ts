import { callApi, callSeatsApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { bindListExport } from '../../platform/resources/export/bind-list-export.js';
import { callTicket } from './agents/ticket.service.js';
import { dutyHolder, endDuty, latestDutyRecord, startDuty } from './duty/duty.service.js';
import { dutyRecordExporter } from './duty/duty-record-export.js';
import { dutyRecordPage } from './duty/duty-records.service.js';
import { seatPage } from './seats/seat-list.service.js';
import { registerSeatManagementRoutes } from './seats/seat-management.routes.js';
import { seatNumbers, seatStatus } from './seats/seats.service.js';
import { registerCallToolbarRoutes } from './toolbar/toolbar.routes.js';

/** Call centre: the toolbar's ticket, seats and duty shifts (spec §4, §7). */
export function registerCallRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, callApi.ticket, ({ member }) => callTicket(db, member));
  bindEndpoint(app, callApi.seatNumbers, ({ member }) => seatNumbers(db, member.orgId));
  bindEndpoint(app, callApi.seatStatus, ({ member, params }) => seatStatus(db, member.orgId, params.cno));
  bindEndpoint(app, callApi.latestDutyRecord, ({ member }) => latestDutyRecord(db, member));
  bindEndpoint(app, callApi.dutyHolder, ({ member, params }) => dutyHolder(db, member.orgId, params.cno));
  bindEndpoint(
    app,
    callApi.startDuty,
    ({ member, request, params }) => startDuty(db, member, request.ip, params.cno),
    { successMessage: 'call.dutyStarted' },
  );
  bindEndpoint(
    app,
    callApi.endDuty,
    ({ member, request, params }) => endDuty(db, member, request.ip, params.cno),
    { successMessage: 'call.dutyEnded' },
  );
  bindEndpoint(app, callApi.seatPage, ({ member, query }) => seatPage(db, member.orgId, false, query));
  bindEndpoint(app, callApi.secondLineSeatPage, ({ member, query }) =>
    seatPage(db, member.orgId, true, query),
  );
  bindEndpoint(app, callApi.dutyRecordPage, ({ member, query }) => dutyRecordPage(db, member.orgId, query));
  registerCallToolbarRoutes(app, db);
  registerSeatManagementRoutes(app, db);
  bindListExport(app, callSeatsApi.dutyRecordExport, dutyRecordExporter);
}
