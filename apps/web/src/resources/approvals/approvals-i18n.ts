import { approvals as en } from '../../locales/en/approvals';
import { approvals as zh } from '../../locales/zh-CN/approvals';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The texts of the shared approval pieces travel with the screens that use them. */
export const APPROVALS_NS = 'approvals' as const;
registerLazyTexts(APPROVALS_NS, zh, en);
