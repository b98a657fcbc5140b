import { resources as en } from '../locales/en/resources';
import { resources as zh } from '../locales/zh-CN/resources';
import { registerLazyTexts } from '../platform/i18n/register-lazy-texts';

// The 'resources' texts travel with the lazy resource screens, not with the login or shell chunks.
registerLazyTexts('resources', zh, en);
