import { weComMobile as en } from '../../locales/en/wecom-mobile';
import { weComMobile as zh } from '../../locales/zh-CN/wecom-mobile';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The mobile pages' own namespace: it loads with them, never with the login page or the shell. */
export const WECOM_MOBILE_NS = 'weComMobile' as const;

registerLazyTexts(WECOM_MOBILE_NS, zh, en);
