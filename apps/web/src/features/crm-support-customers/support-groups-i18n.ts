import { supportGroups as en } from '../../locales/en/support-groups';
import { supportGroups as zh } from '../../locales/zh-CN/support-groups';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of 班组管理 (a tab of the 售后分配 screen). */
export const SUPPORT_GROUPS_NS = 'supportGroups' as const;

registerLazyTexts(SUPPORT_GROUPS_NS, zh, en);
