import { describe, expect, it } from 'vitest';
import { RealtimeClient, type RealtimeState, type SocketLike } from './realtime-client';
import { realtimeUrl } from './realtime-url';
import { RECONNECT_CAP_MS, reconnectDelay, shouldReconnect } from './reconnect-policy';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  closedWith: number | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  close(code = 1000) {
    this.closedWith = code;
  }
  /** The server side: open, send, drop. */
  accept() {
    this.onopen?.({});
  }
  send(type: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ type, data, at: new Date().toISOString() }) });
  }
  drop(code: number) {
    this.onclose?.({ code });
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const states: RealtimeState[] = [];
  const client = new RealtimeClient({
    url: 'ws://host/erp/realtime',
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
    setTimer: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    random: () => 1,
  });
  client.onState((state) => states.push(state));
  const fire = () => {
    const timer = timers.at(-1)!;
    expect(timer.cleared).toBe(false);
    timer.callback();
  };
  return { client, sockets, timers, states, fire };
}

describe('reconnect policy', () => {
  it('doubles the wait per attempt with jitter, capped at 30 s', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(8_000);
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
    expect(reconnectDelay(20, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_CAP_MS / 2);
  });

  it('does not reconnect after the session ended (4401) or a normal close', () => {
    expect(shouldReconnect(4401)).toBe(false);
    expect(shouldReconnect(1000)).toBe(false);
    expect(shouldReconnect(1006)).toBe(true);
    expect(shouldReconnect(1001)).toBe(true);
    // The server stopping (platform/realtime/install-realtime.ts on the server): "service restart".
    expect(shouldReconnect(1012)).toBe(true);
    expect(shouldReconnect(4408)).toBe(true);
  });
});

describe('realtime url', () => {
  it('uses the API base host, or this page host', () => {
    expect(realtimeUrl('https://api.example.com/', { protocol: 'http:', host: 'x' })).toBe(
      'wss://api.example.com/erp/realtime',
    );
    expect(realtimeUrl('', { protocol: 'https:', host: 'crm.example.com' })).toBe(
      'wss://crm.example.com/erp/realtime',
    );
    expect(realtimeUrl('', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/erp/realtime',
    );
  });
});

describe('realtime client', () => {
  it('sends the credentials as subprotocols and delivers typed events to subscribers', () => {
    const { client, sockets, states } = harness();
    const ringing: unknown[] = [];
    const unsubscribe = client.subscribe('call.ringing', (data) => ringing.push(data.customerNumber));
    client.start({ token: 'tok', organizationId: 7 });
    expect(sockets[0]!.protocols).toEqual(['atrium.v1', 'atrium.bearer.tok', 'atrium.org.7']);
    sockets[0]!.accept();
    sockets[0]!.send('call.ringing', { customerNumber: '13800000000' });
    sockets[0]!.send('call.kickout', { cno: '1001' });
    sockets[0]!.onmessage?.({ data: 'not json' });
    unsubscribe();
    sockets[0]!.send('call.ringing', { customerNumber: '13900000000' });
    expect(ringing).toEqual(['13800000000']);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('reconnects after a drop with growing waits, and the attempt count resets once open', () => {
    const { client, sockets, timers, states, fire } = harness();
    client.start({ token: 'tok', organizationId: null });
    sockets[0]!.accept();
    sockets[0]!.drop(1006);
    expect(states.at(-1)).toBe('reconnecting');
    expect(timers.map(({ ms }) => ms)).toEqual([1_000]);
    fire();
    sockets[1]!.drop(1006);
    expect(timers.map(({ ms }) => ms)).toEqual([1_000, 2_000]);
    fire();
    sockets[2]!.accept();
    expect(client.state).toBe('open');
    sockets[2]!.drop(1001);
    expect(timers.at(-1)!.ms).toBe(1_000);
    expect(sockets).toHaveLength(3);
  });

  it('stops for good when the server ends the session (4401), until started again', () => {
    const { client, sockets, timers } = harness();
    client.start({ token: 'tok', organizationId: null });
    sockets[0]!.accept();
    sockets[0]!.drop(4401);
    expect(client.state).toBe('ended');
    expect(timers).toHaveLength(0);
    client.start({ token: 'tok', organizationId: null });
    expect(sockets).toHaveLength(2);
  });

  it('closes without reconnecting on stop (logout), cancelling a pending retry', () => {
    const { client, sockets, timers } = harness();
    client.start({ token: 'tok', organizationId: null });
    sockets[0]!.drop(1006);
    client.stop();
    expect(timers[0]!.cleared).toBe(true);
    expect(client.state).toBe('idle');
    client.start({ token: 'tok2', organizationId: null });
    sockets[1]!.accept();
    client.stop();
    expect(sockets[1]!.closedWith).toBe(1000);
    // The close event of a socket we closed ourselves schedules nothing.
    sockets[1]!.drop(1000);
    expect(timers).toHaveLength(1);
  });

  it('reconnects with the new token when it changes, and not when it is the same', () => {
    const { client, sockets } = harness();
    client.start({ token: 'old', organizationId: 1 });
    sockets[0]!.accept();
    client.start({ token: 'old', organizationId: 1 });
    expect(sockets).toHaveLength(1);
    client.start({ token: 'new', organizationId: 1 });
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(sockets[1]!.protocols).toContain('atrium.bearer.new');
    // The old socket's late close event does not disturb the new one.
    sockets[0]!.drop(1000);
    sockets[1]!.accept();
    expect(client.state).toBe('open');
  });
});
