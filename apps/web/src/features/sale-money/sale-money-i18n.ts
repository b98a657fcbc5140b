import { saleMoney as en } from '../../locales/en/sale-money';
import { saleMoney as zh } from '../../locales/zh-CN/sale-money';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of 收款单, 发票 and 退货单 (labels of their resources, texts of their screens). */
export const SALE_MONEY_NS = 'saleMoney' as const;

registerLazyTexts(SALE_MONEY_NS, zh, en);
