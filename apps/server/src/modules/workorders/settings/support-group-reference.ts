import { and, eq } from 'drizzle-orm';
import type { ReferenceSource } from '../../../platform/references/reference-source.js';
import { crmSupportGroups } from '../../crm/support.tables.js';

/**
 * `ref: 'supportGroup'`: the organization's enabled support groups by name, what a work-order
 * type's default group (and a work order's group) may be. A disabled group a type still names
 * shows the name the type's row answers.
 */
export const supportGroupReference: ReferenceSource = {
  name: 'supportGroup',
  table: crmSupportGroups,
  id: crmSupportGroups.id,
  label: crmSupportGroups.name,
  search: [crmSupportGroups.name],
  records: (orgId) => and(eq(crmSupportGroups.orgId, orgId), eq(crmSupportGroups.enabled, true))!,
};
