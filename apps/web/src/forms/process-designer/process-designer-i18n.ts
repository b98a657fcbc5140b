import { processDesigner as en } from '../../locales/en/process-designer';
import { processDesigner as zh } from '../../locales/zh-CN/process-designer';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the approval flow designer. */
export const PROCESS_DESIGNER_NS = 'processDesigner' as const;

registerLazyTexts(PROCESS_DESIGNER_NS, zh, en);
