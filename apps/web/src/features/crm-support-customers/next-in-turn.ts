import type { SupportDistributionGroup } from '@atrium/contract';

/**
 * The member the group's next distributed support customer goes to, as the server picks it
 * (support-distribution.service.ts): the first member on duty after the cursor in user-id order,
 * wrapping round; undefined when nobody is on duty.
 */
export function nextInTurn(
  group: Pick<SupportDistributionGroup, 'members' | 'cursorUserId'>,
): number | undefined {
  const onDuty = group.members
    .filter((member) => member.memberEnabled)
    .map((member) => member.userId)
    .sort((a, b) => a - b);
  return onDuty.find((userId) => userId > (group.cursorUserId ?? 0)) ?? onDuty[0];
}
