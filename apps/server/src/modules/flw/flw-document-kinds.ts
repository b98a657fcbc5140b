import { defineDocumentKind } from '../../platform/document-numbers/document-kind.js';

/** 审批单号: SP20261127-0001, allocated when an instance starts (unique per organization). */
export const APPROVAL_INSTANCE = defineDocumentKind({
  name: 'approvalInstance',
  label: { 'zh-CN': '审批单', en: 'Approval' },
  defaultPattern: { prefix: 'SP', datePart: 'yyyyMMdd', width: 4, restart: 'day' },
});
