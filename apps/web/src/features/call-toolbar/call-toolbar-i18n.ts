import { callToolbar as enTexts } from '../../locales/en/call-toolbar';
import { callToolbar as zhTexts } from '../../locales/zh-CN/call-toolbar';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** Adds the 'callToolbar' texts when the toolbar's lazy chunk loads (see forms-i18n.ts). */
registerLazyTexts('callToolbar', zhTexts, enTexts);
