import { systemAdmin as en } from '../../locales/en/system-admin';
import { systemAdmin as zh } from '../../locales/zh-CN/system-admin';
import { initI18n } from '../../platform/i18n/i18n';

/** The i18n namespace of the system administration screens. */
export const SYSTEM_ADMIN_NS = 'systemAdmin' as const;

/**
 * Adds the 'systemAdmin' texts in both languages when one of these (lazy) screens first loads, so
 * they stay off the login and shell chunks and a later language switch finds them.
 */
export function registerSystemAdminTexts(): void {
  // Idempotent; the app has initialised i18next already, a test importing a screen may not have.
  const i18n = initI18n();
  if (!i18n.hasResourceBundle('zh-CN', SYSTEM_ADMIN_NS)) i18n.addResourceBundle('zh-CN', SYSTEM_ADMIN_NS, zh);
  if (!i18n.hasResourceBundle('en', SYSTEM_ADMIN_NS)) i18n.addResourceBundle('en', SYSTEM_ADMIN_NS, en);
}

registerSystemAdminTexts();
