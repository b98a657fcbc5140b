import { flwApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { actorOf } from '../../platform/resources/bind-resource.js';
import {
  createProcess,
  deleteProcess,
  getProcess,
  listProcesses,
  publishProcess,
  setProcessEnabled,
  updateProcess,
} from './process-service.js';
import { startableProcesses, startForm } from './process-start.js';

/** 流程列表 and 流程详情: process definitions, their publishing, and what starting one needs. */
export function registerProcessRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, flwApi.processPage, ({ member, query }) => listProcesses(db, member.orgId, query));
  // Bound before `/:id`, which it would otherwise match.
  bindEndpoint(app, flwApi.startableProcesses, ({ member }) =>
    startableProcesses(db, member.orgId, member.userId),
  );
  bindEndpoint(app, flwApi.processGet, ({ member, params }) => getProcess(db, member.orgId, params.id));
  bindEndpoint(app, flwApi.processCreate, ({ member, request, body }) =>
    createProcess(db, actorOf(member, request), body),
  );
  bindEndpoint(app, flwApi.processUpdate, ({ member, request, params, body }) =>
    updateProcess(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, flwApi.processPublish, ({ member, request, params }) =>
    publishProcess(db, actorOf(member, request), params.id),
  );
  bindEndpoint(app, flwApi.processSetEnabled, ({ member, request, params, body }) =>
    setProcessEnabled(db, actorOf(member, request), params.id, body.enabled),
  );
  bindEndpoint(app, flwApi.processDelete, ({ member, request, params }) =>
    deleteProcess(db, actorOf(member, request), params.id),
  );
  bindEndpoint(app, flwApi.startForm, ({ member, params }) =>
    startForm(db, member.orgId, member.userId, params.id),
  );
}
