import { stock as en } from '../../locales/en/stock';
import { stock as zh } from '../../locales/zh-CN/stock';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the stock screens (仓库列表, 入库单, 盘点, 库存查询). */
export const STOCK_NS = 'stock' as const;

registerLazyTexts(STOCK_NS, zh, en);
