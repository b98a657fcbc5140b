import {
  adminApi,
  adminUsersApi,
  auditApi,
  customerSourceResource,
  paymentChannelResource,
  rolesApi,
} from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { listAudit } from '../../platform/audit/audit-query.js';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { bindResource } from '../../platform/resources/bind-resource.js';
import {
  adminUserOptions,
  createAdminUser,
  getAdminUser,
  resetAdminUserPassword,
  setAdminUserStatus,
  unlockAdminUser,
  updateAdminUser,
} from './admin-users.service.js';
import { listGrantTree } from './grant-tree.js';
import { customerSources, paymentChannels } from './master-data.tables.js';
import { listMembers } from './members-directory.service.js';
import { listAllMenus } from './menus-directory.service.js';
import { dataScopeKinds } from './role-data-scopes.js';
import { createRoleWithGrants, deleteRole, getRole, updateRoleWithGrants } from './role-editor.service.js';
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

  bindEndpoint(app, adminUsersApi.adminUserOptions, async ({ member }) => adminUserOptions(db, member));
  bindEndpoint(app, adminUsersApi.adminUserGet, async ({ member, params }) =>
    getAdminUser(db, member, params.id),
  );
  bindEndpoint(app, adminUsersApi.adminUserCreate, async ({ member, body }) =>
    createAdminUser(db, member, body),
  );
  bindEndpoint(app, adminUsersApi.adminUserUpdate, async ({ member, params, body }) =>
    updateAdminUser(db, member, params.id, body),
  );
  bindEndpoint(app, adminUsersApi.adminUserEnable, async ({ member, params }) =>
    setAdminUserStatus(db, member, params.id, 'enabled'),
  );
  bindEndpoint(app, adminUsersApi.adminUserDisable, async ({ member, params }) =>
    setAdminUserStatus(db, member, params.id, 'disabled'),
  );
  bindEndpoint(app, adminUsersApi.adminUserResetPassword, async ({ member, params, body }) =>
    resetAdminUserPassword(db, member, params.id, body.password),
  );
  bindEndpoint(app, adminUsersApi.adminUserUnlock, async ({ member, params, request }) =>
    unlockAdminUser(db, member, params.id, request.ip),
  );

  bindEndpoint(app, rolesApi.roleGrantTree, async ({ locale }) => listGrantTree(db, locale));
  bindEndpoint(app, rolesApi.roleGet, async ({ member, params }) => getRole(db, member.orgId, params.id));
  bindEndpoint(app, rolesApi.roleDataScopeKinds, async ({ locale }) =>
    dataScopeKinds(db, app.dataScopes, locale),
  );
  bindEndpoint(app, rolesApi.roleCreate, async ({ member, body }) =>
    createRoleWithGrants(db, app.dataScopes, member, body),
  );
  bindEndpoint(app, rolesApi.roleUpdate, async ({ member, params, body }) =>
    updateRoleWithGrants(db, app.dataScopes, member, params.id, body),
  );
  bindEndpoint(app, rolesApi.roleDelete, async ({ member, params }) => deleteRole(db, member, params.id));

  bindEndpoint(app, auditApi.auditPage, async ({ member, query }) => listAudit(db, member.orgId, query));

  bindResource(app, db, customerSourceResource, customerSources);
  bindResource(app, db, paymentChannelResource, paymentChannels);
}
