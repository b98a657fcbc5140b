import { resourceImport as en } from '../../locales/en/resource-import';
import { resourceImport as zh } from '../../locales/zh-CN/resource-import';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The import dialog's texts travel with the list screens that offer it. */
export const IMPORT_NS = 'resourceImport';
registerLazyTexts(IMPORT_NS, zh, en);
