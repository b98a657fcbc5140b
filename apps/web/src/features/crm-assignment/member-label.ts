import type { DistributionObjectRow } from '@atrium/contract';

/** 李销售（销售一组）: a member's name with the department when there is one. */
export const memberLabel = (member: DistributionObjectRow) =>
  member.departmentName ? `${member.name}（${member.departmentName}）` : member.name;
