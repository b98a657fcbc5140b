import { recallReminders as en } from '../../locales/en/recall-reminders';
import { recallReminders as zh } from '../../locales/zh-CN/recall-reminders';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the recall reminders and of recall reasons (timeline, dry run). */
export const RECALL_REMINDERS_NS = 'recallReminders' as const;

registerLazyTexts(RECALL_REMINDERS_NS, zh, en);
