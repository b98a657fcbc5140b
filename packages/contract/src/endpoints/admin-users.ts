import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { isValidPhone, PHONE_MESSAGE_KEY } from '../rules/phone.js';
import { idParams, queryRecordId } from '../zod-kit.js';
import { PASSWORD_MIN, USERNAME_PATTERN } from './auth.js';

/**
 * Administration of the organization's accounts (spec §2.5 "admin users"): create, read, edit,
 * enable/disable, reset a password and unlock sign-in. Every call acts in the caller's organization only; a user
 * who is not a member there answers 404.
 */

const ids = z.array(queryRecordId).max(200);
const name = z.string().trim().min(1).max(32);
/** Optional phone: '' passes; otherwise spec §5 variant 1 with its own message. */
const mobile = z
  .string()
  .trim()
  .max(32)
  .refine((value) => isValidPhone(value), { params: { messageKey: PHONE_MESSAGE_KEY } });
const email = z.union([z.literal(''), z.email().max(128)]);
const password = z.string().min(PASSWORD_MIN).max(128);

export const adminUserDetail = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  status: z.enum(['enabled', 'disabled', 'pending']),
  /** Roles held in the current organization. */
  roleIds: z.array(z.number().int()),
  /** Organizations the user belongs to among those the caller may manage (always the current one). */
  organizationIds: z.array(z.number().int()),
  /** Sign-in is locked from some address or braked for the account (an administrator may unlock). */
  locked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUserOptions = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/user/options',
  access: permission('adminUserList:query'),
  summary:
    'Choices for the admin user form: roles of the current organization and the organizations the caller may add users to.',
  answer: z.object({
    roles: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
    organizations: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
  }),
});

export const adminUserGet = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/user/:id',
  access: permission('adminUserList:get'),
  summary: 'One member of the current organization with their role and organization ids.',
  params: idParams,
  answer: adminUserDetail,
});

export const adminUserCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/admin/user',
  access: permission('adminUserList:add'),
  summary:
    'Creates an enabled account with an initial password, member of the current organization (and of the chosen ones the caller manages).',
  body: z.object({
    username: z.string().trim().regex(USERNAME_PATTERN),
    name,
    mobile: mobile.default(''),
    email: email.default(''),
    password,
    roleIds: ids.default([]),
    organizationIds: ids.default([]),
  }),
  answer: adminUserDetail,
});

export const adminUserUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/user/:id',
  access: permission('adminUserList:update'),
  summary:
    "Changes a member's name, phone, email, roles here and memberships among the organizations the caller manages.",
  params: idParams,
  body: z.object({
    name,
    mobile: mobile.default(''),
    email: email.default(''),
    roleIds: ids,
    /** Left out: memberships stay as they are. */
    organizationIds: ids.optional(),
  }),
  answer: adminUserDetail,
});

export const adminUserEnable = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/user/:id/enable',
  access: permission('adminUserList:enable'),
  summary: 'Enables a member (also approves a pending self-registration).',
  params: idParams,
  answer: adminUserDetail,
});

export const adminUserDisable = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/user/:id/disable',
  access: permission('adminUserList:disable'),
  summary: 'Disables a member and signs them out everywhere; nobody can disable themself.',
  params: idParams,
  answer: adminUserDetail,
});

export const adminUserResetPassword = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/user/:id/password',
  access: permission('adminUserList:update'),
  summary: "Sets a new password for a member and revokes all of that member's sessions.",
  params: idParams,
  body: z.object({ password }),
  answer: z.null(),
});

export const adminUserUnlock = defineEndpoint({
  method: 'PUT',
  path: '/erp/admin/user/:id/unlock',
  access: permission('adminUserList:unlock'),
  summary: "Clears a member's sign-in locks (every address) and the account brake after failed sign-ins.",
  params: idParams,
  answer: adminUserDetail,
});
