import { layout as en } from '../locales/en/layout';
import { layout as zh } from '../locales/zh-CN/layout';
import { registerLazyTexts } from '../platform/i18n/register-lazy-texts';

/** The i18n namespace of the signed-in frame (texts travel with its lazy chunk, off the login page). */
export const LAYOUT_NS = 'layout' as const;

registerLazyTexts(LAYOUT_NS, zh, en);
