import { callToolbarApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { toolbarLogin, toolbarLogout, toolbarState } from './toolbar.service.js';

/** The built-in call toolbar's login, logout and state (spec §4 Call tool, §5 Call login). */
export function registerCallToolbarRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, callToolbarApi.toolbarState, ({ member }) => toolbarState(db, member));
  bindEndpoint(app, callToolbarApi.toolbarLogin, ({ member, request, body }) =>
    toolbarLogin(db, member, request.ip, body),
  );
  bindEndpoint(app, callToolbarApi.toolbarLogout, ({ member, request }) =>
    toolbarLogout(db, member, request.ip),
  );
}
