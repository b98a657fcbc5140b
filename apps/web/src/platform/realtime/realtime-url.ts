import { REALTIME_PATH } from '@atrium/contract';

/**
 * The realtime socket's address: the API base (VITE_API_BASE, as the HTTP client uses) with ws(s)
 * for http(s), or this page's own host when the API is served from it.
 */
export function realtimeUrl(apiBase: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const path = REALTIME_PATH;
  if (/^https?:\/\//.test(apiBase)) return `${apiBase.replace(/^http/, 'ws').replace(/\/$/, '')}${path}`;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${apiBase.replace(/\/$/, '')}${path}`;
}
