import { saleFulfilment as en } from '../../locales/en/sale-fulfilment';
import { saleFulfilment as zh } from '../../locales/zh-CN/sale-fulfilment';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the fulfilment screens (拣货单, 发货单, 调拨单, /staging/ship). */
export const FULFILMENT_NS = 'saleFulfilment' as const;

registerLazyTexts(FULFILMENT_NS, zh, en);
