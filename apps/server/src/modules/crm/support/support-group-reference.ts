import { and, eq } from 'drizzle-orm';
import type { ReferenceSource } from '../../../platform/references/reference-source.js';
import { crmSupportGroups } from '../support.tables.js';

/**
 * `ref: 'supportGroup'`: the organization's enabled support groups by name, the groups another
 * module may send a record to (a work-order type's default group, a work order's group). A
 * disabled group a record still names shows the name that record's row answers.
 */
export const supportGroupReference: ReferenceSource = {
  name: 'supportGroup',
  table: crmSupportGroups,
  id: crmSupportGroups.id,
  label: crmSupportGroups.name,
  search: [crmSupportGroups.name],
  records: (orgId) => and(eq(crmSupportGroups.orgId, orgId), eq(crmSupportGroups.enabled, true))!,
};
