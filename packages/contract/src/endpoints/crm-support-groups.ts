import { z } from 'zod';
import { anyPermission, defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { clearable, emptyToUndefined, idParams, queryRecordId, recordId } from '../zod-kit.js';

/*
 * Managing the support groups themselves (售后分配 → 班组管理): groups and their members, guarded by
 * the support distribution menu's opers. A user is in at most one group per organization, so
 * adding a member of another group moves them. Deleting a group is refused while support customers
 * are still handled in it; its memberships go with it (those users are no longer after-sales staff).
 * A group may have a leader (组长): any enabled member of the organization, in the group or not (a
 * supervisor need not take work in turn); work orders escalate to them and they see the group's.
 */

export const SUPPORT_GROUP_NAME_MAX = 50;
export const SUPPORT_GROUP_MEMBERS_ADD_MAX = 200;
const groupId = recordId;

export const supportGroupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** The group leader (组长), null when it has none. */
  leaderUserId: z.number().int().nullable(),
  /** The leader's name, '' when none. */
  leaderName: z.string(),
  memberCount: z.number().int(),
  /** Live support customers handled in the group (a group with any cannot be deleted). */
  customerCount: z.number().int(),
  /** The editor sends it back; an update based on an older one is refused (409). */
  updatedAt: z.string(),
});
export type SupportGroupRow = z.infer<typeof supportGroupRow>;

export const supportGroupForm = z.object({
  name: z.string().trim().min(1).max(SUPPORT_GROUP_NAME_MAX),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  /**
   * An enabled member of the organization (another: 400 on this field); null or '' (the browser
   * sends null as '', spec §5) for none. Left out, an update keeps the group's leader and a new
   * group has none.
   */
  leaderUserId: clearable(recordId),
});
export type SupportGroupForm = z.infer<typeof supportGroupForm>;

export const supportGroupAdminMember = z.object({
  userId: z.number().int(),
  name: z.string(),
  departmentName: z.string(),
  memberEnabled: z.boolean(),
});
export type SupportGroupAdminMember = z.infer<typeof supportGroupAdminMember>;

/** A member of the organization the picker offers, with the group they are in now (if any). */
export const supportGroupCandidate = z.object({
  userId: z.number().int(),
  name: z.string(),
  departmentName: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string(),
});
export type SupportGroupCandidate = z.infer<typeof supportGroupCandidate>;

export const supportGroupPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/support/group/page',
  access: permission('supportDistribution:query'),
  summary: 'Support groups of the organization in their order, with member and support customer counts.',
  query: pageQuery.extend({
    name: z.preprocess(emptyToUndefined, z.string().trim().max(SUPPORT_GROUP_NAME_MAX).optional()),
  }),
  answer: page(supportGroupRow),
});

export const supportGroupCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/support/group',
  access: permission('supportDistribution:add'),
  summary: 'Creates an enabled support group, with a leader or none; the name is unique in the organization.',
  body: supportGroupForm,
  answer: supportGroupRow,
});

export const supportGroupUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/support/group/:id',
  access: permission('supportDistribution:update'),
  summary: 'Renames or reorders a support group or sets its leader; a stale updatedAt is 409.',
  params: idParams,
  body: supportGroupForm.extend({ updatedAt: z.string().min(1).max(64) }),
  answer: supportGroupRow,
});

export const supportGroupSetEnabled = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/support/group/:id/enabled',
  access: permission('supportDistribution:update'),
  summary: 'Enables or disables a support group (a disabled one is no longer offered to switch to).',
  params: idParams,
  body: z.object({ enabled: z.boolean() }),
  answer: supportGroupRow,
});

export const supportGroupDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/crm/customer/support/group/:id',
  access: permission('supportDistribution:delete'),
  summary:
    'Deletes a support group and its memberships; refused (400) while support customers are handled in it.',
  params: idParams,
  answer: z.null(),
});

export const supportGroupMembers = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/support/group/:id/members',
  access: permission('supportDistribution:query'),
  summary: 'Members of one support group by name, with department and work status.',
  params: idParams,
  answer: z.array(supportGroupAdminMember),
});

export const supportGroupCandidates = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/support/group/member/candidates',
  // The group form's leader picker too: adding a group is the add oper.
  access: anyPermission('supportDistribution:add', 'supportDistribution:update'),
  summary:
    'Enabled members of the organization to add to a group or make its leader, with the group each is in now.',
  answer: z.array(supportGroupCandidate),
});

export const supportGroupAddMembers = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/support/group/:id/members',
  access: permission('supportDistribution:update'),
  summary:
    'Adds members of the organization to a group (another user: 404); one already in another group is moved there (work status kept).',
  params: idParams,
  body: z.object({ userIds: z.array(groupId).min(1).max(SUPPORT_GROUP_MEMBERS_ADD_MAX) }),
  answer: z.object({ added: z.number().int(), moved: z.number().int() }),
});

export const supportGroupRemoveMember = defineEndpoint({
  method: 'DELETE',
  path: '/erp/crm/customer/support/group/:id/members/:userId',
  access: permission('supportDistribution:update'),
  summary: 'Removes a member from a group (they are then no longer after-sales staff).',
  params: idParams.extend({ userId: queryRecordId }),
  answer: z.null(),
});
