import { clues as en } from '../../locales/en/clues';
import { clues as zh } from '../../locales/zh-CN/clues';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the clue screens (pools, clues, allocation window, undealt list). */
export const CLUES_NS = 'clues' as const;

registerLazyTexts(CLUES_NS, zh, en);
