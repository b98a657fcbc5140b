import { forms as enForms } from '../locales/en/forms';
import { forms as zhForms } from '../locales/zh-CN/forms';
import { initI18n } from '../platform/i18n/i18n';

/**
 * Adds the 'forms' texts in both languages when the form code first loads. They travel in the
 * lazy forms chunk instead of the app's entry, and both are added so a later language switch
 * finds them without a second fetch.
 */
export function registerFormsTexts(): void {
  // Idempotent; the app has initialised i18next already, a test importing the renderer may not have.
  const i18n = initI18n();
  if (!i18n.hasResourceBundle('zh-CN', 'forms')) i18n.addResourceBundle('zh-CN', 'forms', zhForms);
  if (!i18n.hasResourceBundle('en', 'forms')) i18n.addResourceBundle('en', 'forms', enForms);
}

registerFormsTexts();
