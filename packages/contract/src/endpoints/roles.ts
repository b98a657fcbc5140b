import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { SCOPE_KEY_PATTERN } from '../record-scopes.js';
import { idParams, recordVersion } from '../zod-kit.js';

/**
 * Roles of the organization and what they grant (spec §2.5 "roles list and create"). Grants are
 * permission keys of the menu catalogue: a menu key (`customerSourceList`), `menu:action`
 * (`customerSourceList:add`) or a special key. Saving closes them upwards: an oper grants its
 * menu, a menu its parents.
 */

/** A role code: a letter, then letters, digits, `_` or `-` (2-32 in all). */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{1,31}$/;

const permissionKeys = z.array(z.string().trim().min(1).max(128)).max(2000);

/**
 * The data scope a role chose for one kind of record (a resource's or document's name and one of
 * the scopes it offers: record-scopes.ts). A kind left out keeps its default.
 */
export const roleDataScope = z.object({
  resource: z.string().trim().min(1).max(64),
  scope: z.string().trim().regex(SCOPE_KEY_PATTERN),
});
export type RoleDataScope = z.infer<typeof roleDataScope>;
const dataScopes = z.array(roleDataScope).max(500);

export const roleDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  describe: z.string(),
  status: z.number().int(),
  /** Optimistic concurrency: send it back with an update; another save since then → 409. */
  version: z.number().int(),
  /** The administrator role always holds everything: its grants can't be edited nor the role deleted. */
  locked: z.boolean(),
  userCount: z.number().int(),
  permissionKeys: z.array(z.string()),
  /** The scopes the role chose (kinds at their default are not listed). */
  dataScopes: z.array(roleDataScope),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoleDetail = z.infer<typeof roleDetail>;

/** One node of the grant tree: a menu or one of its oper (button) children. */
export const grantTreeEntry = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  type: z.enum(['menu', 'oper']),
  key: z.string(),
  permissionKey: z.string(),
  title: z.string(),
  hidden: z.boolean(),
  sort: z.number().int(),
});
export type GrantTreeEntry = z.infer<typeof grantTreeEntry>;

export const roleGrantTree = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/role/grant/tree',
  access: permission('roleList:query'),
  summary:
    'Every menu and oper entry a role can be granted, as a flat list in tree order, titled in the caller locale.',
  answer: z.array(grantTreeEntry),
});

/** One kind of record whose data scope a role may choose, with the scopes it offers. */
export const dataScopeKind = z.object({
  resource: z.string(),
  /** Its menu: the editor shows the kind when the role is granted this menu. */
  menuKey: z.string(),
  /** The menu's title in the caller's locale. */
  title: z.string(),
  defaultScope: z.string(),
  options: z.array(z.object({ scope: z.string(), label: z.string() })),
});
export type DataScopeKind = z.infer<typeof dataScopeKind>;

export const roleDataScopeKinds = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/role/data-scope/kinds',
  access: permission('roleList:query'),
  summary:
    'Every kind of record offering more than one data scope (resources and documents), with its menu and scopes titled in the caller locale.',
  answer: z.array(dataScopeKind),
});

export const roleGet = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/role/:id',
  access: permission('roleList:get'),
  summary: 'One role of the current organization with its granted permission keys.',
  params: idParams,
  answer: roleDetail,
});

const roleFields = {
  name: z.string().trim().min(1).max(32),
  describe: z.string().trim().max(200).default(''),
  permissionKeys,
};

export const roleCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/admin/role',
  access: permission('roleCreate:add'),
  summary: 'Creates a role in the current organization with its grants.',
  body: z.object({
    ...roleFields,
    code: z.string().trim().regex(ROLE_CODE_PATTERN),
    dataScopes: dataScopes.default([]),
  }),
  answer: roleDetail,
});

export const roleUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/role/:id',
  access: permission('roleList:update'),
  summary:
    'Changes the name, remark, grants and data scopes of a role; signed-in holders get them on their next request.',
  params: idParams,
  /** `dataScopes`, when sent, replace the role's choices; absent: they stay. */
  body: z.object({ ...roleFields, dataScopes: dataScopes.optional(), version: recordVersion }),
  answer: roleDetail,
});

export const roleDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/admin/role/:id',
  access: permission('roleList:delete'),
  summary: 'Deletes a role nobody holds; a role still held is refused with how many hold it.',
  params: idParams,
  answer: z.null(),
});
