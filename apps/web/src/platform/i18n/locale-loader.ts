import type { Locale } from '@atrium/contract';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { i18n } from './i18n';
import { NAMESPACES } from './resources';

/**
 * Switches the interface language. zh-CN ships with the app; the English texts are fetched the
 * first time they are needed, keeping them off the login page's budget (antd's en_US is its
 * built-in default, always present). Answers antd's locale object for ConfigProvider.
 */
export async function switchLocale(locale: Locale): Promise<AntdLocale> {
  if (locale === 'en') {
    const { enResources } = await import('./resources-en');
    for (const namespace of NAMESPACES) {
      if (!i18n.hasResourceBundle('en', namespace))
        i18n.addResourceBundle('en', namespace, enResources[namespace]);
    }
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  return locale === 'en' ? enUS : zhCN;
}
