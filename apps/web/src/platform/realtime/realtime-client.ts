import { type RealtimeMessage, realtimeProtocols } from '@atrium/contract';
import type { RealtimeEventMap } from './realtime-events';
import { CLOSE_NORMAL, CLOSE_SESSION_ENDED, reconnectDelay, shouldReconnect } from './reconnect-policy';

/**
 * idle: not started (signed out); connecting/open; reconnecting: waiting to retry after a drop;
 * ended: the server closed it because the session ended (4401), no retry until a new sign-in.
 */
export type RealtimeState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'ended';

export interface RealtimeCredentials {
  token: string;
  organizationId: number | null;
}

/** The part of the browser WebSocket the client uses (a fake one in unit tests). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface RealtimeClientDeps {
  url: string;
  createSocket(url: string, protocols: string[]): SocketLike;
  setTimer?(callback: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
  random?(): number;
}

type Handler = (data: never, message: RealtimeMessage) => void;

/**
 * One realtime socket (contract realtimeApi.events, at REALTIME_PATH) with typed subscriptions: reconnects with
 * backoff after a drop, stops for good on 4401 (session ended) or stop() (logout), and reopens
 * when the credentials change.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private credentials: RealtimeCredentials | null = null;
  private attempt = 0;
  private timer: unknown = null;
  private current: RealtimeState = 'idle';
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly stateListeners = new Set<(state: RealtimeState) => void>();
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly deps: RealtimeClientDeps) {
    this.setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  get state(): RealtimeState {
    return this.current;
  }

  /** Connects with these credentials; the same ones again change nothing, new ones reconnect. */
  start(credentials: RealtimeCredentials): void {
    const same =
      this.credentials?.token === credentials.token &&
      this.credentials.organizationId === credentials.organizationId;
    if (same && this.current !== 'idle' && this.current !== 'ended') return;
    this.teardown();
    this.credentials = credentials;
    this.attempt = 0;
    this.open();
  }

  /** Closes for good (logout): no reconnect until start() is called again. */
  stop(): void {
    this.teardown();
    this.credentials = null;
    this.setState('idle');
  }

  subscribe<K extends keyof RealtimeEventMap>(
    type: K,
    handler: (data: RealtimeEventMap[K], message: RealtimeMessage<RealtimeEventMap[K]>) => void,
  ): () => void;
  subscribe<T = unknown>(type: string, handler: (data: T, message: RealtimeMessage<T>) => void): () => void;
  subscribe(type: string, handler: (data: never, message: RealtimeMessage) => void): () => void {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(type, set);
    return () => {
      set.delete(handler);
    };
  }

  /** Calls the listener on every state change; returns the unsubscribe function. */
  onState(listener: (state: RealtimeState) => void): () => void {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  }

  private open(): void {
    const credentials = this.credentials;
    if (!credentials) return;
    this.setState(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = this.deps.createSocket(
      this.deps.url,
      realtimeProtocols(credentials.token, credentials.organizationId),
    );
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setState('open');
    };
    socket.onmessage = (event) => this.dispatch(event.data);
    socket.onerror = () => undefined; // a close follows; it decides
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === CLOSE_SESSION_ENDED) {
        this.setState('ended');
        return;
      }
      if (!shouldReconnect(event.code)) {
        this.setState('idle');
        return;
      }
      this.setState('reconnecting');
      const wait = reconnectDelay(this.attempt, this.deps.random);
      this.attempt += 1;
      this.timer = this.setTimer(() => {
        this.timer = null;
        this.open();
      }, wait);
    };
  }

  private dispatch(raw: unknown): void {
    let message: RealtimeMessage;
    try {
      message = JSON.parse(String(raw));
    } catch {
      return;
    }
    for (const handler of this.handlers.get(message.type) ?? []) {
      try {
        handler(message.data as never, message);
      } catch (error) {
        // One subscriber's bug must not keep the others from their events.
        console.error(error);
      }
    }
  }

  private teardown(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(CLOSE_NORMAL, 'client closed');
  }

  private setState(state: RealtimeState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of this.stateListeners) listener(state);
  }
}
