import { suppliers as en } from '../../locales/en/suppliers';
import { suppliers as zh } from '../../locales/zh-CN/suppliers';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the supplier screens (the resource's labels and the screens' texts). */
export const SUPPLIERS_NS = 'suppliers' as const;

registerLazyTexts(SUPPLIERS_NS, zh, en);
