import type { MessageCatalogue } from '../../../platform/http/messages.js';

/** Texts of the 工单设置 rules the settings routes add (docs/workorders.md "Settings"). */
export const WORKORDER_SETTINGS_MESSAGES = {
  'workorders.formKeyRepeated': {
    'zh-CN': '扩展字段的字段名「{key}」重复',
    en: 'The extra field key "{key}" appears twice.',
  },
} satisfies MessageCatalogue;
