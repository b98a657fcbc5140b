import { download as en } from '../../locales/en/download';
import { download as zh } from '../../locales/zh-CN/download';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The 'download' texts (export button, download center) travel with the screens that use them. */
export const DOWNLOAD_NS = 'download';
registerLazyTexts(DOWNLOAD_NS, zh, en);
