import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/session-store';
import { ensureRealtime, realtime } from './realtime-connection';

describe('the tab realtime socket follows the session', () => {
  afterEach(() => realtime.stop());

  it('connects when signed in, reconnects on a new token and stops at logout', () => {
    useSession.getState().signIn('first-token', 1);
    ensureRealtime();
    ensureRealtime(); // idempotent: still one subscription, one socket
    expect(realtime.state).toBe('connecting');
    const states: string[] = [];
    const unsubscribe = realtime.onState((state) => states.push(state));
    useSession.getState().signIn('second-token', 1);
    expect(realtime.state).toBe('connecting');
    useSession.getState().setCallTool({ callToolLoggedIn: true });
    useSession.getState().clear();
    expect(realtime.state).toBe('idle');
    // spec §4: logout clears the call-tool login flag too.
    expect(useSession.getState().callToolLoggedIn).toBe(false);
    unsubscribe();
    expect(states.at(-1)).toBe('idle');
  });
});
