import type { flwApi } from '@atrium/contract';

/** Where a member stands, as a process's starters read it. */
export interface StarterFacts {
  userId: number;
  /** Their department and every one above it. */
  departmentChain: readonly number[];
  roleIds: readonly number[];
}

/**
 * Whether a member may start a process: everyone, or named users, roles, or departments (a member
 * of a sub-department counts). Pure; the engine's start checks it again at submit.
 */
export function mayStart(starters: flwApi.ProcessStarters, member: StarterFacts): boolean {
  if (starters.everyone) return true;
  return (
    starters.userIds.includes(member.userId) ||
    starters.roleIds.some((id) => member.roleIds.includes(id)) ||
    starters.departmentIds.some((id) => member.departmentChain.includes(id))
  );
}
