import { supportCustomers as en } from '../../locales/en/support-customers';
import { supportCustomers as zh } from '../../locales/zh-CN/support-customers';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the support customer and support distribution screens. */
export const SUPPORT_CUSTOMERS_NS = 'supportCustomers' as const;

registerLazyTexts(SUPPORT_CUSTOMERS_NS, zh, en);
