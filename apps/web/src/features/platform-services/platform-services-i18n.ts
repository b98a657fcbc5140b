import { platformServices as en } from '../../locales/en/platform-services';
import { platformServices as zh } from '../../locales/zh-CN/platform-services';
import { registerLazyTexts } from '../../platform/i18n/register-lazy-texts';

/** The i18n namespace of the platform service screens (see resource-labels.ts). */
export const PLATFORM_SERVICES_NS = 'platformServices' as const;

registerLazyTexts(PLATFORM_SERVICES_NS, zh, en);
