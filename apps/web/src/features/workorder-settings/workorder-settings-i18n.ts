import { workorderSettings as en } from '../../locales/en/workorder-settings';
import { workorderSettings as zh } from '../../locales/zh-CN/workorder-settings';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of 工单设置. */
export const WORKORDER_SETTINGS_NS = 'workorderSettings' as const;

registerLazyTexts(WORKORDER_SETTINGS_NS, zh, en);
