import { crmSalesViewingApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { salesViewingPage } from './sales-viewing.service.js';

/** 销售查看: salespeople in the caller's data scope with their figures over a period. */
export function registerSalesViewingRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, crmSalesViewingApi.salesViewingPage, ({ member, query }) =>
    salesViewingPage(db, member, query),
  );
}
