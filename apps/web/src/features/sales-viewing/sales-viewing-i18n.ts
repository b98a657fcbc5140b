import { salesViewing as en } from '../../locales/en/sales-viewing';
import { salesViewing as zh } from '../../locales/zh-CN/sales-viewing';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the sales viewing screen. */
export const SALES_VIEWING_NS = 'salesViewing' as const;

registerLazyTexts(SALES_VIEWING_NS, zh, en);
