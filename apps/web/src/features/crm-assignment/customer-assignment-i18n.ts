import { customerAssignment as en } from '../../locales/en/customer-assignment';
import { customerAssignment as zh } from '../../locales/zh-CN/customer-assignment';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the customer assignment screen. */
export const CUSTOMER_ASSIGNMENT_NS = 'customerAssignment' as const;

registerLazyTexts(CUSTOMER_ASSIGNMENT_NS, zh, en);
