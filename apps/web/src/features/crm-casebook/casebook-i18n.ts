import { customerCasebook as en } from '../../locales/en/customer-casebook';
import { customerCasebook as zh } from '../../locales/zh-CN/customer-casebook';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the casebook's labels (see resource-labels.ts). */
export const CASEBOOK_NS = 'customerCasebook' as const;

registerLazyTexts(CASEBOOK_NS, zh, en);
