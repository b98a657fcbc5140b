import { eq } from 'drizzle-orm';
import type { ReferenceSource } from '../../../platform/references/reference-source.js';
import { crmSupportGroups } from '../support.tables.js';

/**
 * `ref: 'supportGroup'`: the organization's 售后班组 by name (work orders pick the group they go
 * to, and lists filter by it). Disabled groups too: a filter may name a group switched off since.
 */
export const supportGroupReference: ReferenceSource = {
  name: 'supportGroup',
  table: crmSupportGroups,
  id: crmSupportGroups.id,
  label: crmSupportGroups.name,
  search: [crmSupportGroups.name],
  records: (orgId) => eq(crmSupportGroups.orgId, orgId),
};
