import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { optionalFilter, queryRecordId } from '../zod-kit.js';

/** What an audit entry records; services may add their own verbs (e.g. `grant`). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'grant',
  'revoke',
  'transition',
  /** Sign-in locks: set by the system after failures, cleared by an administrator. */
  'lock',
  'unlock',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntry = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = defineEndpoint({
  method: 'GET',
  path: '/erp/admin/audit/page',
  access: permission('auditLog:query'),
  summary: 'The audit log of the current organization, newest first, by entity, action, user and time.',
  query: pageQuery.extend({
    entity: optionalFilter(z.string().trim().max(64)),
    action: optionalFilter(z.string().trim().max(32)),
    userId: optionalFilter(queryRecordId),
    atFrom: optionalFilter(z.iso.datetime({ offset: true })),
    atTo: optionalFilter(z.iso.datetime({ offset: true })),
  }),
  answer: page(auditEntry),
});
