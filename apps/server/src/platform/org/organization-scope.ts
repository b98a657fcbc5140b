import { and, eq } from 'drizzle-orm';
import { userOrganizations } from '../../modules/admin/admin.tables.js';
import type { Db } from '../db/database.js';

/**
 * The organization a call acts in. `Organization-Id` is untrusted input: it only names a
 * candidate, which must be one of the caller's memberships. Without the header, the session's
 * organization is used. Answers null when the caller is not a member (→ 404, so another
 * organization's existence and data stay invisible).
 */
export async function resolveOrganization(
  db: Db,
  userId: number,
  sessionOrgId: number,
  header: string | string[] | undefined,
): Promise<number | null> {
  const requested = header === undefined || header === '' ? sessionOrgId : parseOrganizationId(header);
  if (requested === null) return null;
  return (await isMember(db, userId, requested)) ? requested : null;
}

function parseOrganizationId(header: string | string[]): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export async function isMember(db: Db, userId: number, orgId: number): Promise<boolean> {
  const [row] = await db
    .select({ orgId: userOrganizations.orgId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.orgId, orgId)))
    .limit(1);
  return row !== undefined;
}
