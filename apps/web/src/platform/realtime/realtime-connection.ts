import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession } from '../session/session-store';
import { RealtimeClient, type RealtimeState, type SocketLike } from './realtime-client';
import type { RealtimeEventMap } from './realtime-events';
import { realtimeUrl } from './realtime-url';

/**
 * The tab's one realtime socket, following the session: it connects once a feature needs it
 * (ensureRealtime), reconnects when the token or organization changes and stops at logout.
 */
export const realtime = new RealtimeClient({
  url: realtimeUrl(import.meta.env.VITE_API_BASE ?? '', window.location),
  // The browser socket's handlers take richer events than SocketLike names; the client reads only those fields.
  createSocket: (url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike,
});

let bound = false;

/** Starts the socket for the current session and keeps it in step with it; idempotent. */
export function ensureRealtime(): void {
  if (bound) return;
  bound = true;
  const follow = ({ token, organizationId }: { token: string | null; organizationId: number | null }) => {
    if (token) realtime.start({ token, organizationId });
    else realtime.stop();
  };
  follow(useSession.getState());
  useSession.subscribe((state, previous) => {
    if (state.token !== previous.token || state.organizationId !== previous.organizationId) follow(state);
  });
}

/** Subscribes a component to one event type while it is mounted (the handler may change freely). */
export function useRealtimeEvent<K extends keyof RealtimeEventMap>(
  type: K,
  handler: (data: RealtimeEventMap[K]) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    ensureRealtime();
    return realtime.subscribe(type, (data) => latest.current(data));
  }, [type]);
}

/** The socket's connection state, re-rendering on change. */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(
    (listener) => realtime.onState(listener),
    () => realtime.state,
  );
}
