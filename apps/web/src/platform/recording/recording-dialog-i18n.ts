import { recordingDialog as en } from '../../locales/en/recording-dialog';
import { recordingDialog as zh } from '../../locales/zh-CN/recording-dialog';
import { registerLazyTexts } from '../i18n/register-lazy-texts';

/** The i18n namespace of the recording dialog (texts travel with its lazy chunk). */
export const RECORDING_DIALOG_NS = 'recordingDialog' as const;

registerLazyTexts(RECORDING_DIALOG_NS, zh, en);
