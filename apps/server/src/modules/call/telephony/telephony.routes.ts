import { callSwitchApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { headerValue } from '../../../platform/webhooks/webhook-signature.js';
import {
  answerCall,
  hangUpCall,
  placeInboundCall,
  switchCallState,
} from '../switch/builtin-switch.service.js';
import { CallGateway } from './call-events.service.js';
import {
  createWebhookSource,
  listWebhookSources,
  receiveCallDelivery,
  rotateWebhookSecret,
} from './call-webhook.service.js';

/** The telephony gateway's endpoints: the built-in switch and the vendor webhook (docs/telephony.md). */
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
  bindEndpoint(
    app,
    callSwitchApi.callWebhook,
    ({ params, request }) =>
      receiveCallDelivery(db, gateway, {
        sourceKey: params.sourceKey,
        headers: {
          timestamp: headerValue(request.headers[callSwitchApi.CALL_WEBHOOK_TIMESTAMP_HEADER]),
          signature: headerValue(request.headers[callSwitchApi.CALL_WEBHOOK_SIGNATURE_HEADER]),
        },
        rawBody: request.rawBody ?? '',
        now: new Date(),
      }),
    // A switch sends a few events per call; the limit only stops a flood at one address.
    { rawBody: true, rateLimit: { max: 1200, timeWindow: '1 minute' } },
  );
  bindEndpoint(app, callSwitchApi.callWebhookSources, ({ member }) => listWebhookSources(db, member.orgId));
  bindEndpoint(app, callSwitchApi.callWebhookSourceCreate, ({ member, request, body }) =>
    createWebhookSource(db, member, request.ip, body.vendor),
  );
  bindEndpoint(app, callSwitchApi.callWebhookSourceRotate, ({ member, request, params }) =>
    rotateWebhookSecret(db, member, request.ip, params.id),
  );
}
