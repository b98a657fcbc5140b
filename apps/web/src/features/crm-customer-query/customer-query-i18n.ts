import { customerQuery as en } from '../../locales/en/customer-query';
import { customerQuery as zh } from '../../locales/zh-CN/customer-query';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the query customer screen. */
export const CUSTOMER_QUERY_NS = 'customerQuery' as const;

registerLazyTexts(CUSTOMER_QUERY_NS, zh, en);
