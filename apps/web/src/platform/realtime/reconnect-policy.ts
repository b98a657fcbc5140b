/**
 * When the realtime socket reconnects (pure, so it is tested without a socket): exponential backoff
 * with full jitter, capped, so a restarted server is not hit by every tab at the same instant.
 */

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;

/** Close code the server uses when the session ended (platform/realtime/realtime-hub.ts on the server). */
export const CLOSE_SESSION_ENDED = 4401;
/** Normal closure: we closed it ourselves (logout, token change). */
export const CLOSE_NORMAL = 1000;

/**
 * The wait before reconnect attempt `attempt` (0 = first retry): a random point in
 * [half, full] of min(cap, base · 2^attempt), so waits still grow but never line up.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Whether a socket closed with this code should be opened again. */
export function shouldReconnect(closeCode: number): boolean {
  // 4401: the session is over, a new socket would be refused until the user signs in again.
  return closeCode !== CLOSE_SESSION_ENDED && closeCode !== CLOSE_NORMAL;
}
