import { customerAttachments as en } from '../../locales/en/customer-attachments';
import { customerAttachments as zh } from '../../locales/zh-CN/customer-attachments';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the attachments card of the customer detail. */
export const CUSTOMER_ATTACHMENTS_NS = 'customerAttachments' as const;

registerLazyTexts(CUSTOMER_ATTACHMENTS_NS, zh, en);
