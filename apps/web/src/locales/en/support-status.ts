import type { supportStatus as zh } from '../zh-CN/support-status';

export const supportStatus: Record<keyof typeof zh, string> = {
  autoAssign: 'Auto-assign',
  work: 'After-sales work',
  working: 'Working',
  resting: 'Resting',
  changeGroup: 'Switch team',
  dialogTitle: 'Switch team',
  group: 'Team',
  groupRequired: 'Choose a team',
  statusSwitched: 'Work status switched',
  groupChanged: 'Team changed',
  saved: 'Success',
};
