import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
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
  }),
  answer: roleDetail,
});

export const roleUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/role/:id',
  access: permission('roleList:update'),
  summary:
    'Changes the name, remark and grants of a role; signed-in holders get the new grants on their next request.',
  params: idParams,
  body: z.object({ ...roleFields, version: recordVersion }),
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
