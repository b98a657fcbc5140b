import { customerTags as en } from '../../locales/en/customer-tags';
import { customerTags as zh } from '../../locales/zh-CN/customer-tags';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the customer tag screen and picker (and the tag resources' labels). */
export const CUSTOMER_TAGS_NS = 'customerTags' as const;

registerLazyTexts(CUSTOMER_TAGS_NS, zh, en);
