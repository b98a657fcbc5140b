import { auth } from '../../locales/en/auth';
import { common } from '../../locales/en/common';
import { shell } from '../../locales/en/shell';

/** English texts, loaded when English is chosen (see locale-loader.ts). */
export const enResources = { common, auth, shell } as const;
