import { auth } from '../../locales/zh-CN/auth';
import { common } from '../../locales/zh-CN/common';
import { shell } from '../../locales/zh-CN/shell';

/**
 * zh-CN texts, bundled with the app (the default locale). English loads on demand
 * (resources-en.ts); its files are typed against these, so a key missing there fails tsc.
 */
export const zhResources = { common, auth, shell } as const;

export const NAMESPACES = ['common', 'auth', 'shell'] as const;
