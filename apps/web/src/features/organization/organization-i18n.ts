import { organization as en } from '../../locales/en/organization';
import { organization as zh } from '../../locales/zh-CN/organization';
import { initI18n } from '../../platform/i18n/i18n';

/** The i18n namespace of the organization screens (departments and staff). */
export const ORGANIZATION_NS = 'organization' as const;

/**
 * Adds the 'organization' texts in both languages when one of these (lazy) screens first loads,
 * so they stay off the login and shell chunks and a later language switch finds them.
 */
export function registerOrganizationTexts(): void {
  // Idempotent; the app has initialised i18next already, a test importing a screen may not have.
  const i18n = initI18n();
  if (!i18n.hasResourceBundle('zh-CN', ORGANIZATION_NS)) i18n.addResourceBundle('zh-CN', ORGANIZATION_NS, zh);
  if (!i18n.hasResourceBundle('en', ORGANIZATION_NS)) i18n.addResourceBundle('en', ORGANIZATION_NS, en);
}

registerOrganizationTexts();
