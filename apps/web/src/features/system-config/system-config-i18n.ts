import { systemConfig as en } from '../../locales/en/system-config';
import { systemConfig as zh } from '../../locales/zh-CN/system-config';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the resources, dictionaries and audit log screens (lazy, see lazy-namespaces.ts). */
export const SYSTEM_CONFIG_NS = 'systemConfig' as const;

registerLazyTexts(SYSTEM_CONFIG_NS, zh, en);
