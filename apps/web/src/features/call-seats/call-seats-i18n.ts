import { callSeats as en } from '../../locales/en/call-seats';
import { callSeats as zh } from '../../locales/zh-CN/call-seats';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of 坐席列表, 二线坐席列表 and 值班记录. */
export const CALL_SEATS_NS = 'callSeats' as const;

registerLazyTexts(CALL_SEATS_NS, zh, en);
