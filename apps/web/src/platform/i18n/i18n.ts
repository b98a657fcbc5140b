import { DEFAULT_LOCALE, LOCALES, type Locale } from '@atrium/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LazyNamespaces } from './lazy-namespaces';
import { NAMESPACES, zhResources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: typeof zhResources & LazyNamespaces;
  }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Initialises i18next synchronously with zh-CN; other locales are added by locale-loader.ts. */
export function initI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { [DEFAULT_LOCALE]: zhResources },
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      ns: NAMESPACES,
      defaultNS: 'common',
      keySeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return i18next;
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

export { i18next as i18n };
