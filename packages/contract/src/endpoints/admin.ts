import { z } from 'zod';
import { defineEndpoint, permission, SIGNED_IN } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { emptyToUndefined, queryRecordId } from '../zod-kit.js';

/** One entry of the menu auth tree (spec §3 "Menu auth entry"); top-level entries have parentId -1. */
export const authEntry = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  type: z.enum(['menu', 'oper']),
  key: z.string(),
  title: z.string(),
  path: z.string(),
  sort: z.number().int(),
  icon: z.string(),
  hidden: z.boolean(),
});
export type AuthEntry = z.infer<typeof authEntry>;

/** spec §3 "Permission": one menu granted to a role, with its actions. */
export const rolePermission = z.object({
  roleId: z.number().int(),
  permissionId: z.string(),
  permissionName: z.string(),
  actions: z.array(z.object({ action: z.string(), describe: z.string() })),
  actionList: z.array(z.string()),
});

/** spec §3 "Role". */
export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  describe: z.string(),
  status: z.number().int(),
  permissions: z.array(rolePermission),
  permissionList: z.array(z.string()),
});
export type Role = z.infer<typeof role>;

export const organizationRef = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

export const userInfo = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/user/info',
  access: SIGNED_IN,
  summary: 'The signed-in user: name, avatar, organizations and roles with their permissions.',
  answer: z.object({
    userId: z.number().int(),
    username: z.string(),
    name: z.string(),
    avatar: z.string(),
    organizationId: z.number().int(),
    organizationName: z.string(),
    organizations: z.array(organizationRef),
    roles: z.array(role),
  }),
});
export type UserInfo = z.infer<typeof userInfo.answer>;

export const userAuth = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/user/auth',
  access: SIGNED_IN,
  summary: 'The menu and oper entries granted to the signed-in user in the current organization.',
  answer: z.object({ auth: z.array(authEntry) }),
});

export const userAppletAuth = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/user/applet/auth',
  access: SIGNED_IN,
  summary: 'The permission keys granted to the signed-in user (menu keys, `menu:action`, special keys).',
  answer: z.object({ auth: z.array(z.string()) }),
});

/** Optional text filter: '' counts as absent (spec §5). */
const keywordFilter = z.preprocess(emptyToUndefined, z.string().trim().max(64).optional());

export const adminUserRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  status: z.enum(['enabled', 'disabled', 'pending']),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Sign-in is locked from some address or braked for the account (an administrator may unlock). */
  locked: z.boolean(),
  createdAt: z.string(),
});

export const adminUserPage = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/user/page',
  access: permission('adminUserList:query'),
  summary:
    'Members of the current organization, newest first, filtered by username or name, status and role.',
  query: pageQuery.extend({
    keyword: keywordFilter,
    status: z.preprocess(emptyToUndefined, z.enum(['enabled', 'disabled', 'pending']).optional()),
    roleId: z.preprocess(emptyToUndefined, queryRecordId.optional()),
  }),
  answer: page(adminUserRow),
});

export const roleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  describe: z.string(),
  status: z.number().int(),
  userCount: z.number().int(),
  createdAt: z.string(),
});

export const rolePage = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/role/page',
  access: permission('roleList:query'),
  summary: 'Roles of the current organization with how many members hold each.',
  query: pageQuery.extend({ keyword: keywordFilter }),
  answer: page(roleRow),
});

export const menuList = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/menu/list',
  access: permission('resourceList:query'),
  summary: 'The whole menu and oper tree (resources) as a flat list, titled in the caller locale.',
  answer: z.array(authEntry),
});
