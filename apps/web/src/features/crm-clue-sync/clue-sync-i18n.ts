import { clueSync as en } from '../../locales/en/clue-sync';
import { clueSync as zh } from '../../locales/zh-CN/clue-sync';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the clue sync screen (sources, secret, log). */
export const CLUE_SYNC_NS = 'clueSync' as const;

registerLazyTexts(CLUE_SYNC_NS, zh, en);
