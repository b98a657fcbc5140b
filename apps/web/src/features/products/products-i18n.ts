import { products as en } from '../../locales/en/products';
import { products as zh } from '../../locales/zh-CN/products';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the product screens' labels and texts (see resource-labels.ts). */
export const PRODUCTS_NS = 'products' as const;

registerLazyTexts(PRODUCTS_NS, zh, en);
