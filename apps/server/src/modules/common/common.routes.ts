import { commonApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { pingDatabase } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { listDictItems } from './common.service.js';

export function registerCommonRoutes(app: FastifyInstance, database: Database): void {
  const { db } = database;

  bindEndpoint(app, commonApi.dict, async ({ member, params }) =>
    listDictItems(db, member.orgId, params.type),
  );

  bindEndpoint(app, commonApi.health, async () => {
    await pingDatabase(db);
    return { status: 'ok' as const, database: database.kind };
  });
}
