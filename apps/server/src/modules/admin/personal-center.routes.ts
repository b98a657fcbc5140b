import { profileApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import {
  changeMyPassword,
  getMyProfile,
  listMySessions,
  revokeMySession,
  updateMyProfile,
} from './personal-center.service.js';

/** The personal center: the caller's own profile, password and sessions. */
export function registerPersonalCenterRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, profileApi.myProfile, async ({ member }) => getMyProfile(db, member));
  bindEndpoint(app, profileApi.updateMyProfile, async ({ member, request, body }) =>
    updateMyProfile(db, member, request.ip, body),
  );
  bindEndpoint(app, profileApi.changeMyPassword, async ({ member, request, body }) => {
    await changeMyPassword(db, member, request.ip, body);
    return null;
  });
  bindEndpoint(app, profileApi.mySessions, async ({ member }) => listMySessions(db, member));
  bindEndpoint(app, profileApi.revokeMySession, async ({ member, request, params }) => {
    await revokeMySession(db, member, request.ip, params.id);
    return null;
  });
}
