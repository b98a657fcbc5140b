import { flwApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';

export function registerFlwRoutes(app: FastifyInstance): void {
  // No approvals module yet: the query is validated (by the contract) and the page is empty, so
  // the related-approval select of a form offers nothing rather than failing.
  bindEndpoint(app, flwApi.myStartedInstancePage, async ({ query }) => ({
    list: [],
    total: 0,
    totalExact: true,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  }));
}
