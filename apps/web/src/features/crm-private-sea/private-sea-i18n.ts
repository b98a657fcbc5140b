import { privateSea as en } from '../../locales/en/private-sea';
import { privateSea as zh } from '../../locales/zh-CN/private-sea';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the private-sea rule screens. */
export const PRIVATE_SEA_NS = 'privateSea' as const;

registerLazyTexts(PRIVATE_SEA_NS, zh, en);
