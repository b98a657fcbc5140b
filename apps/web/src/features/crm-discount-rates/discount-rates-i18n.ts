import { discountRates as en } from '../../locales/en/discount-rates';
import { discountRates as zh } from '../../locales/zh-CN/discount-rates';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the discount rates' labels (see resource-labels.ts). */
export const DISCOUNT_RATES_NS = 'discountRates' as const;

registerLazyTexts(DISCOUNT_RATES_NS, zh, en);
