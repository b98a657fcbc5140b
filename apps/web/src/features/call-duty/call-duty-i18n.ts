import { callDuty as en } from '../../locales/en/call-duty';
import { callDuty as zh } from '../../locales/zh-CN/call-duty';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

export const CALL_DUTY_NS = 'callDuty' as const;

/** The duty control's texts travel in its lazy chunk (see lazy-namespaces.ts). */
registerLazyTexts(CALL_DUTY_NS, zh, en);
