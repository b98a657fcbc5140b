import { initI18n } from './i18n';
import type { LazyNamespaces } from './lazy-namespaces';

/**
 * Adds a lazy namespace's texts in both languages when the code that uses them first loads (see
 * lazy-namespaces.ts). Both are added so a later language switch finds them without a fetch.
 * Idempotent; the app has initialised i18next already, a test importing the screen may not have.
 */
export function registerLazyTexts<N extends keyof LazyNamespaces>(
  namespace: N,
  zh: LazyNamespaces[N],
  en: Record<keyof LazyNamespaces[N], string>,
): void {
  const i18n = initI18n();
  if (!i18n.hasResourceBundle('zh-CN', namespace)) i18n.addResourceBundle('zh-CN', namespace, zh);
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, en);
}
