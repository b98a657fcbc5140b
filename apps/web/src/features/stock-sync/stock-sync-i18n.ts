import { stockSync as en } from '../../locales/en/stock-sync';
import { stockSync as zh } from '../../locales/zh-CN/stock-sync';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the warehouse sync screen (log, item drawer, settings). */
export const STOCK_SYNC_NS = 'stockSync' as const;

registerLazyTexts(STOCK_SYNC_NS, zh, en);
