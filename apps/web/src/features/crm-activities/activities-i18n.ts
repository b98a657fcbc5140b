import { activities as en } from '../../locales/en/activities';
import { activities as zh } from '../../locales/zh-CN/activities';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the activity list and the follow-up card. */
export const ACTIVITIES_NS = 'activities' as const;

registerLazyTexts(ACTIVITIES_NS, zh, en);
