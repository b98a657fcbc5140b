import { dashboard as en } from '../../locales/en/dashboard';
import { dashboard as zh } from '../../locales/zh-CN/dashboard';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the home page (texts travel with its lazy chunk). */
export const DASHBOARD_NS = 'dashboard' as const;

registerLazyTexts(DASHBOARD_NS, zh, en);
