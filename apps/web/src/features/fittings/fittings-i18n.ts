import { fittings as en } from '../../locales/en/fittings';
import { fittings as zh } from '../../locales/zh-CN/fittings';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the fitting screens (see resource-labels.ts). */
export const FITTINGS_NS = 'fittings' as const;

registerLazyTexts(FITTINGS_NS, zh, en);
