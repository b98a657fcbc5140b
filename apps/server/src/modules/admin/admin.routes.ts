import { adminApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { getUserInfo, listGrantedEntries, listGrantedKeys } from './user-profile.service.js';

export function registerAdminRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, adminApi.userInfo, async ({ member, locale }) => getUserInfo(db, member, locale));

  bindEndpoint(app, adminApi.userAuth, async ({ member, locale }) => ({
    auth: await listGrantedEntries(db, member, locale),
  }));

  bindEndpoint(app, adminApi.userAppletAuth, async ({ member }) => ({
    auth: await listGrantedKeys(db, member),
  }));
}
