import { describe, expect, it } from 'vitest';
import { useClosedTabs } from './closed-tabs-store';

describe('closed-flag store (spec §2.7)', () => {
  it('flags the six keep-state screens when their tab closes, once per closing', () => {
    const store = useClosedTabs.getState();
    store.markClosed(['/customer/manage/list', '/workorder/create/0', '/dashboard']);
    expect(useClosedTabs.getState().closed).toEqual({
      '/customer/manage/list': true,
      '/workorder/create/0': true,
    });
    expect(useClosedTabs.getState().consume('/customer/manage/list')).toBe(true);
    expect(useClosedTabs.getState().consume('/customer/manage/list')).toBe(false);
    expect(useClosedTabs.getState().consume('/dashboard')).toBe(false);
  });
});
