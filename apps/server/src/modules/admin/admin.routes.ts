import { adminApi, auditApi, customerSourceResource, paymentChannelResource } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { listAudit } from '../../platform/audit/audit-query.js';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { bindResource } from '../../platform/resources/bind-resource.js';
import { customerSources, paymentChannels } from './master-data.tables.js';
import { listMembers } from './members-directory.service.js';
import { listAllMenus } from './menus-directory.service.js';
import { listRoles } from './roles-directory.service.js';
import { getUserInfo, listGrantedEntries, listGrantedKeys } from './user-profile.service.js';

export function registerAdminRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, adminApi.userInfo, async ({ member, locale }) => getUserInfo(db, member, locale));

  bindEndpoint(app, adminApi.userAuth, async ({ member, locale }) => ({
    auth: await listGrantedEntries(db, member, locale),
  }));

  bindEndpoint(app, adminApi.userAppletAuth, async ({ member }) => ({
    auth: await listGrantedKeys(db, member),
  }));

  bindEndpoint(app, adminApi.adminUserPage, async ({ member, query }) =>
    listMembers(db, member.orgId, query),
  );

  bindEndpoint(app, adminApi.rolePage, async ({ member, query }) => listRoles(db, member.orgId, query));

  bindEndpoint(app, adminApi.menuList, async ({ locale }) => listAllMenus(db, locale));

  bindEndpoint(app, auditApi.auditPage, async ({ member, query }) => listAudit(db, member.orgId, query));

  bindResource(app, db, customerSourceResource, customerSources);
  bindResource(app, db, paymentChannelResource, paymentChannels);
}
