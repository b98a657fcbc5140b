import { approvalProcesses as en } from '../../locales/en/approval-processes';
import { approvalProcesses as zh } from '../../locales/zh-CN/approval-processes';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of 流程列表 and 流程详情. */
export const APPROVAL_PROCESSES_NS = 'approvalProcesses' as const;

registerLazyTexts(APPROVAL_PROCESSES_NS, zh, en);
