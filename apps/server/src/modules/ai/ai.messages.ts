import type { MessageCatalogue } from '../../platform/http/messages.js';

/** Texts of the recording dialog and AI analysis, in both locales; the module's manifest registers them. */
export const AI_MESSAGES = {
  'ai.alreadyCommented': {
    'zh-CN': '您已评价过该解析结果',
    en: 'You have already rated this analysis.',
  },
} as const satisfies MessageCatalogue;
