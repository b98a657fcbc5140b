import { approvalBindings as en } from '../../locales/en/approval-bindings';
import { approvalBindings as zh } from '../../locales/zh-CN/approval-bindings';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the approval point settings (业务审批设置). */
export const BINDINGS_NS = 'approvalBindings' as const;

registerLazyTexts(BINDINGS_NS, zh, en);
