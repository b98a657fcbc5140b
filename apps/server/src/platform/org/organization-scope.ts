import { and, eq, exists, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { userOrganizations } from '../../modules/admin/admin.tables.js';
import type { Db } from '../db/database.js';

/**
 * The organization a call asks to act in, from `Organization-Id`: undefined when the header is
 * absent (the session's organization applies), null when it is not an id. The header is untrusted
 * input: it only names a candidate, which must be one of the caller's memberships (see
 * `membershipExists`); a non-member gets 404, so another organization's existence and data stay invisible.
 */
export function requestedOrganizationId(header: string | string[] | undefined): number | null | undefined {
  if (header === undefined || header === '') return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Whether the user is a member of the organization, as a condition inside a larger query. */
export function membershipExists(
  db: Db,
  userId: AnyPgColumn | number,
  orgId: AnyPgColumn | SQL | number,
): SQL {
  return exists(
    db
      .select({ orgId: userOrganizations.orgId })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.orgId, orgId))),
  );
}
