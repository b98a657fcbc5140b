import { customers as en } from '../../locales/en/customers';
import { customers as zh } from '../../locales/zh-CN/customers';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the customer screens (pool, list, new, detail). */
export const CUSTOMERS_NS = 'customers' as const;

registerLazyTexts(CUSTOMERS_NS, zh, en);
