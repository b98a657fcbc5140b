import { callSeatsApi, type SeatLine } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import {
  bindSeatAgent,
  createSeat,
  deleteSeat,
  seatAgentCandidates,
  setSeatEnabled,
  unbindSeatAgent,
  updateSeat,
} from './seat-management.service.js';

/** 坐席列表 and 二线坐席列表 management: the same operations bound once per line. */
export function registerSeatManagementRoutes(app: FastifyInstance, db: Db): void {
  for (const line of ['first', 'second'] as const satisfies readonly SeatLine[]) {
    const api = callSeatsApi.SEAT_MANAGEMENT[line];
    bindEndpoint(app, api.create, ({ member, request, body }) =>
      createSeat(db, { member, ip: request.ip }, line, body),
    );
    bindEndpoint(app, api.update, ({ member, request, params, body }) =>
      updateSeat(db, { member, ip: request.ip }, line, params.cno, body),
    );
    bindEndpoint(app, api.enable, ({ member, request, params }) =>
      setSeatEnabled(db, { member, ip: request.ip }, line, params.cno, true),
    );
    bindEndpoint(app, api.disable, ({ member, request, params }) =>
      setSeatEnabled(db, { member, ip: request.ip }, line, params.cno, false),
    );
    bindEndpoint(app, api.remove, ({ member, request, params }) =>
      deleteSeat(db, { member, ip: request.ip }, line, params.cno),
    );
    bindEndpoint(app, api.candidates, ({ member }) => seatAgentCandidates(db, member.orgId));
    bindEndpoint(app, api.bindAgent, ({ member, request, params, body }) =>
      bindSeatAgent(db, { member, ip: request.ip }, line, params.cno, body),
    );
    bindEndpoint(app, api.unbindAgent, ({ member, request, params }) =>
      unbindSeatAgent(db, { member, ip: request.ip }, line, params.cno, params.userId),
    );
  }
}
