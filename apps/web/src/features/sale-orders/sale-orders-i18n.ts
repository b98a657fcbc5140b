import { saleOrders as en } from '../../locales/en/sale-orders';
import { saleOrders as zh } from '../../locales/zh-CN/sale-orders';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the sale order screens (销售商品, 销售订单, 明细). */
export const SALE_ORDERS_NS = 'saleOrders' as const;

registerLazyTexts(SALE_ORDERS_NS, zh, en);
