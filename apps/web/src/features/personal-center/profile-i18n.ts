import { profile as en } from '../../locales/en/profile';
import { profile as zh } from '../../locales/zh-CN/profile';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the personal center (lazy, see lazy-namespaces.ts). */
export const PROFILE_NS = 'profile' as const;

registerLazyTexts(PROFILE_NS, zh, en);
