import { notifications as en } from '../../locales/en/notifications';
import { notifications as zh } from '../../locales/zh-CN/notifications';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

export const NOTIFICATIONS_NS = 'notifications' as const;

/** The inbox panel's and drawer's texts travel in their lazy chunk (see lazy-namespaces.ts). */
registerLazyTexts(NOTIFICATIONS_NS, zh, en);
