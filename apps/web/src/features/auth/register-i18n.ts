import { register as en } from '../../locales/en/register';
import { register as zh } from '../../locales/zh-CN/register';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the registration pages (texts travel with their lazy chunk, off the login page). */
export const REGISTER_NS = 'register' as const;

registerLazyTexts(REGISTER_NS, zh, en);
