import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../endpoint.js';
import { queryRecordId } from '../zod-kit.js';

/**
 * After-sales support groups (售后班组) and the person-pool auto-assign switch (spec §3, §4, §6, §7).
 * Every call is about the caller's own settings, so signing in is enough.
 */

/** Member status of the caller (spec §3); `null` when the caller is in no support group. */
export const memberStatus = z.object({ memberEnabled: z.boolean(), groupId: z.number().int() });
export type MemberStatus = z.infer<typeof memberStatus>;

export const supportGroupOption = z.object({ id: z.number().int(), name: z.string() });
export type SupportGroupOption = z.infer<typeof supportGroupOption>;

/** Person pool member setting (spec §3). */
export const personPoolSetting = z.object({ autoAssignableSelf: z.boolean() });
export type PersonPoolSetting = z.infer<typeof personPoolSetting>;

export const currentMemberStatus = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/support/group/member/current/status',
  access: SIGNED_IN,
  summary: "The caller's support-group status; data null when the caller is not after-sales staff.",
  answer: memberStatus.nullable(),
});

export const enabledSupportGroups = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/support/group/enabled/list',
  access: SIGNED_IN,
  summary: 'The enabled support groups of the organization (switch-team dialog options).',
  answer: z.array(supportGroupOption),
});

export const switchMemberStatus = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/support/group/member/switch/status',
  access: SIGNED_IN,
  summary: "Turns the caller's after-sales work status on or off (工作状态切换成功).",
  query: z.object({ enabled: z.stringbool() }),
  answer: memberStatus,
});

export const changeMemberGroup = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/support/group/member/change/group',
  access: SIGNED_IN,
  summary: 'Moves the caller to another enabled support group of the organization (班组修改成功).',
  query: z.object({ groupId: queryRecordId }),
  answer: memberStatus,
});

const userParams = z.object({ userId: queryRecordId });

export const personPoolSelf = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/person/pool/member/:userId/self',
  access: SIGNED_IN,
  summary: "The caller's own auto-assign switch; 404 when the caller is not a person-pool member.",
  params: userParams,
  answer: personPoolSetting,
});

export const updatePersonPoolSelf = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/person/pool/member/:userId/self',
  access: SIGNED_IN,
  summary: "Turns the caller's own auto-assign switch on or off (操作成功).",
  params: userParams,
  body: personPoolSetting,
  answer: personPoolSetting,
});
