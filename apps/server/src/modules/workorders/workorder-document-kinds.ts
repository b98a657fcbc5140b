import { defineDocumentKind } from '../../platform/document-numbers/document-kind.js';

/** 工单号: GD20261128-0001, allocated in the transaction that raises the work order. */
export const WORK_ORDER = defineDocumentKind({
  name: 'workOrder',
  label: { 'zh-CN': '工单', en: 'Work order' },
  defaultPattern: { prefix: 'GD', datePart: 'yyyyMMdd', width: 4, restart: 'day' },
});

export const WORKORDER_DOCUMENT_KINDS = [WORK_ORDER];
