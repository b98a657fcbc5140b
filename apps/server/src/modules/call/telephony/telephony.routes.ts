import { callSwitchApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import {
  answerCall,
  hangUpCall,
  placeInboundCall,
  switchCallState,
} from '../switch/builtin-switch.service.js';
import { CallGateway } from './call-events.service.js';

/** The telephony gateway's endpoints: the built-in switch (docs/telephony.md). */
export function registerTelephonyRoutes(app: FastifyInstance, db: Db): void {
  const gateway = new CallGateway(db, app.jobs);
  bindEndpoint(app, callSwitchApi.switchInbound, ({ member, request, body }) =>
    placeInboundCall(db, gateway, member, request.ip, body),
  );
  bindEndpoint(app, callSwitchApi.switchCall, ({ member, params }) =>
    switchCallState(db, member, params.callRecordId),
  );
  bindEndpoint(app, callSwitchApi.switchAnswer, ({ member, params }) =>
    answerCall(db, gateway, member, params.callRecordId),
  );
  bindEndpoint(app, callSwitchApi.switchHangup, ({ member, params, body }) =>
    hangUpCall(db, gateway, member, params.callRecordId, body),
  );
}
