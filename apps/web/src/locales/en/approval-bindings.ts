import type { approvalBindings as zh } from '../zh-CN/approval-bindings';

export const approvalBindings: Record<keyof typeof zh, string> = {
  title: 'Approval points',
  hint: 'These business actions can require an approval first: when on, an action above the threshold starts the chosen process and runs once it is approved; a rejected or withdrawn one never runs.',
  'column.point': 'Approval point',
  'column.enabled': 'On',
  'column.process': 'Approval process',
  'column.threshold': 'Approval above',
  'column.action': 'Actions',
  enabledOf: 'Turn on "{{point}}"',
  processOf: 'Approval process of "{{point}}"',
  thresholdOf: 'Threshold of "{{point}}"',
  processPlaceholder: 'Choose a published process',
  yuan: 'yuan',
  count: 'records',
  save: 'Save',
  saved: 'Saved',
  open: 'Approval points',
};
