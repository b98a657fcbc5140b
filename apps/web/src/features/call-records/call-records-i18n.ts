import { callRecords as en } from '../../locales/en/call-records';
import { callRecords as zh } from '../../locales/zh-CN/call-records';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of 通话记录 and of the 关联跟进 page. */
export const CALL_RECORDS_NS = 'callRecords' as const;

registerLazyTexts(CALL_RECORDS_NS, zh, en);
