import { workOrders as en } from '../../locales/en/work-orders';
import { workOrders as zh } from '../../locales/zh-CN/work-orders';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the work-order screens (the five lists, 新建工单, 工单详情). */
export const WORK_ORDERS_NS = 'workOrders' as const;

registerLazyTexts(WORK_ORDERS_NS, zh, en);
