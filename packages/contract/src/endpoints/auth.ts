import { z } from 'zod';
import { defineEndpoint, PUBLIC, SIGNED_IN } from '../endpoint.js';
import { phoneVariant1 } from '../rules/phone.js';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const PASSWORD_MIN = 8;

export const login = defineEndpoint({
  method: 'POST',
  path: '/erp/auth/login',
  access: PUBLIC,
  summary: 'Sign in with username and password; answers an opaque bearer token valid 7 days.',
  body: z.object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    /** The organization code from the sign-in link (`logincorpid`); selects that organization. */
    corpId: z.string().max(64).optional(),
  }),
  answer: z.object({
    token: z.string(),
    expiresAt: z.string(),
    userId: z.number().int(),
    organizationId: z.number().int(),
  }),
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/erp/auth/logout',
  access: SIGNED_IN,
  summary: 'Revoke the current session token.',
  answer: z.null(),
});

export const register = defineEndpoint({
  method: 'POST',
  path: '/erp/auth/register',
  access: PUBLIC,
  summary:
    'Self-registration into an organization by its invitation code; the account waits for an administrator to enable it.',
  body: z.object({
    inviteCode: z.string().trim().min(4).max(64),
    username: z.string().trim().regex(USERNAME_PATTERN),
    password: z.string().min(PASSWORD_MIN).max(128),
    name: z.string().trim().min(1).max(32),
    mobile: z.string().trim().regex(phoneVariant1),
  }),
  answer: z.object({
    username: z.string(),
    organizationName: z.string(),
    status: z.literal('pending'),
  }),
});

export const corpInfo = defineEndpoint({
  method: 'GET',
  path: '/erp/auth/corp/:corpId',
  access: PUBLIC,
  summary: 'The public name of the organization a sign-in link (`logincorpid`) points to.',
  params: z.object({ corpId: z.string().min(1).max(64) }),
  answer: z.object({ name: z.string(), code: z.string() }).nullable(),
});
