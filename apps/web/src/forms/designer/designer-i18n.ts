import { designer as enDesigner } from '../../locales/en/designer';
import { designer as zhDesigner } from '../../locales/zh-CN/designer';
import { initI18n } from '../../platform/i18n/i18n';

/** Adds the 'designer' texts in both languages when the designer's lazy chunk loads. */
export function registerDesignerTexts(): void {
  const i18n = initI18n();
  if (!i18n.hasResourceBundle('zh-CN', 'designer')) i18n.addResourceBundle('zh-CN', 'designer', zhDesigner);
  if (!i18n.hasResourceBundle('en', 'designer')) i18n.addResourceBundle('en', 'designer', enDesigner);
}

registerDesignerTexts();
