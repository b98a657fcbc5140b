import type { MessageCatalogue } from '../../platform/http/messages.js';

/** Texts of the approval point bindings (approval-bindings.service.ts). */
export const APPROVAL_BINDING_MESSAGES = {
  'approvalBinding.unknownPoint': {
    'zh-CN': '没有这个业务审批点',
    en: 'There is no such approval point.',
  },
  'approvalBinding.processRequired': {
    'zh-CN': '启用业务审批须选择审批流程',
    en: 'Choose the approval process to turn this on.',
  },
  'approvalBinding.processUnavailable': {
    'zh-CN': '所选流程不存在、未发布或已停用',
    en: 'The chosen process does not exist, is not published or is disabled.',
  },
  'approvalBinding.noResubmit': {
    'zh-CN': '业务审批被驳回或撤回后不能重新提交，请在业务单据上重新发起',
    en: 'A business approval that was rejected or withdrawn cannot be resubmitted: ask again from the record.',
  },
} as const satisfies MessageCatalogue;
