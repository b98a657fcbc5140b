import { crmSupportApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { personPoolSelf, updatePersonPoolSelf } from './person-pool.service.js';
import { registerSupportGroupAdminRoutes } from './support-group-admin.routes.js';
import {
  changeMemberGroup,
  currentMemberStatus,
  enabledSupportGroups,
  switchMemberStatus,
} from './support-groups.service.js';

/** The caller's own after-sales work status, team and auto-assign switch (spec §4, §6, §7). */
export function registerSupportRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, crmSupportApi.currentMemberStatus, ({ member }) => currentMemberStatus(db, member));
  bindEndpoint(app, crmSupportApi.enabledSupportGroups, ({ member }) =>
    enabledSupportGroups(db, member.orgId),
  );
  bindEndpoint(
    app,
    crmSupportApi.switchMemberStatus,
    ({ member, request, query }) => switchMemberStatus(db, member, request.ip, query.enabled),
    { successMessage: 'support.statusSwitched' },
  );
  bindEndpoint(
    app,
    crmSupportApi.changeMemberGroup,
    ({ member, request, query }) => changeMemberGroup(db, member, request.ip, query.groupId),
    { successMessage: 'support.groupChanged' },
  );
  bindEndpoint(app, crmSupportApi.personPoolSelf, ({ member, params }) =>
    personPoolSelf(db, member, params.userId),
  );
  bindEndpoint(app, crmSupportApi.updatePersonPoolSelf, ({ member, request, params, body }) =>
    updatePersonPoolSelf(db, member, request.ip, params.userId, body),
  );
  registerSupportGroupAdminRoutes(app, db);
}
