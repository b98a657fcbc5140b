import { masterData as en } from '../../locales/en/master-data';
import { masterData as zh } from '../../locales/zh-CN/master-data';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace holding the labels of the master-data resources (see resource-labels.ts). */
export const MASTER_DATA_NS = 'masterData' as const;

registerLazyTexts(MASTER_DATA_NS, zh, en);
