import { business as en } from '../../locales/en/business';
import { business as zh } from '../../locales/zh-CN/business';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the opportunity screens and the customer detail's opportunities card. */
export const BUSINESS_NS = 'business' as const;

registerLazyTexts(BUSINESS_NS, zh, en);
