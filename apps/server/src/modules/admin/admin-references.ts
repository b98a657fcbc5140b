import { sql } from 'drizzle-orm';
import type { ReferenceSource } from '../../platform/references/reference-source.js';
import { roles, userOrganizations, users } from './admin.tables.js';

/** `ref: 'user'`: the organization's members (accounts), labelled by name, found by name, username or mobile. */
export const userReference: ReferenceSource = {
  name: 'user',
  table: users,
  id: users.id,
  label: users.name,
  search: [users.name, users.username, users.mobile],
  records: (orgId) =>
    sql`exists (select 1 from ${userOrganizations} where ${userOrganizations.userId} = ${users.id} and ${userOrganizations.orgId} = ${orgId})`,
};

/** `ref: 'role'`: the organization's roles, labelled and found by name (approval assignees and starters pick them). */
export const roleReference: ReferenceSource = {
  name: 'role',
  table: roles,
  id: roles.id,
  label: roles.name,
  search: [roles.name, roles.code],
  records: (orgId) => sql`${roles.orgId} = ${orgId}`,
};
