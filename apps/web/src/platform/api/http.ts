import { i18n } from '../i18n/i18n';
import { useSession } from '../session/session-store';
import { createApiClient } from './api-client';
import { runEffect } from './effect-runner';

/** The app's request function: real fetch, the session's token and the current locale. */
export const request = createApiClient({
  fetch: (...args) => fetch(...args),
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  getToken: () => useSession.getState().token,
  getOrganizationId: () => useSession.getState().organizationId,
  getLocale: () => i18n.language || 'zh-CN',
  translate: (key) => i18n.t(key, { ns: 'common' }),
  runEffect,
  now: Date.now,
});
