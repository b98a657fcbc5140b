import type { ProcessStarters } from '@atrium/contract';

/** Who is asking to start: their id, their enabled roles, their department and every department above it. */
export interface Starter {
  userId: number;
  roleIds: readonly number[];
  /** The member's department first, then its parent, up to the top (empty without a department). */
  departmentPath: readonly number[];
}

/**
 * The starter rule of a process: everyone, or a named user, a holder of a named role, or a
 * member of a named department or of a department under it.
 */
export function mayStart(starters: ProcessStarters, starter: Starter): boolean {
  if (starters.everyone) return true;
  return (
    starters.userIds.includes(starter.userId) ||
    starter.roleIds.some((roleId) => starters.roleIds.includes(roleId)) ||
    starter.departmentPath.some((departmentId) => starters.departmentIds.includes(departmentId))
  );
}
