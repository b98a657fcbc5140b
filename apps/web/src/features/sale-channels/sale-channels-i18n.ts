import { saleChannels as en } from '../../locales/en/sale-channels';
import { saleChannels as zh } from '../../locales/zh-CN/sale-channels';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the channels screens (sources, external orders, bills, status update). */
export const SALE_CHANNELS_NS = 'saleChannels' as const;

registerLazyTexts(SALE_CHANNELS_NS, zh, en);
