import { supportStatus as enTexts } from '../../locales/en/support-status';
import { supportStatus as zhTexts } from '../../locales/zh-CN/support-status';
import { initI18n } from '../../platform/i18n/i18n';

/** Adds the 'supportStatus' texts when the header section's lazy chunk loads (see forms-i18n.ts). */
export function registerSupportStatusTexts(): void {
  const i18n = initI18n();
  if (!i18n.hasResourceBundle('zh-CN', 'supportStatus'))
    i18n.addResourceBundle('zh-CN', 'supportStatus', zhTexts);
  if (!i18n.hasResourceBundle('en', 'supportStatus')) i18n.addResourceBundle('en', 'supportStatus', enTexts);
}

registerSupportStatusTexts();
