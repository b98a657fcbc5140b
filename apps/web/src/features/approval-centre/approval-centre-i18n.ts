import { approvalCentre as en } from '../../locales/en/approval-centre';
import { approvalCentre as zh } from '../../locales/zh-CN/approval-centre';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the approval centre's screens. */
export const CENTRE_NS = 'approvalCentre' as const;

registerLazyTexts(CENTRE_NS, zh, en);
