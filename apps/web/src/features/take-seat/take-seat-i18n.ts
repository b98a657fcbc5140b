import { takeSeat as en } from '../../locales/en/take-seat';
import { takeSeat as zh } from '../../locales/zh-CN/take-seat';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of /take/seat. */
export const TAKE_SEAT_NS = 'takeSeat' as const;

registerLazyTexts(TAKE_SEAT_NS, zh, en);
