import { repairs as en } from '../../locales/en/repairs';
import { repairs as zh } from '../../locales/zh-CN/repairs';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The 'repairs' texts: shared by the repair, workbench and pickup features, they travel with their screens. */
export const REPAIRS_NS = 'repairs' as const;
registerLazyTexts(REPAIRS_NS, zh, en);
