import type { CustomerRow } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { IDLE_VIEW, kicksThisTab, loggedInBy, toolbarReducer } from './call-toolbar-state';

const ringing = {
  callRecordId: 7,
  cno: '1001',
  customerNumber: '13900000001',
  direction: 'inbound' as const,
  customerId: 3,
  ringAt: '2026-11-21T08:00:00.000Z',
};
const status = (loginStatus: number, deviceStatus: number) => ({
  cno: '1001',
  loginStatus,
  deviceStatus,
  callRecordId: 7,
});
const customer = { id: 3, name: '上海某公司', sn: 'C0003' } as CustomerRow;

describe('call toolbar state (spec §4 Call tool)', () => {
  it('sets logged-in from the login status: non-zero is logged in', () => {
    expect(loggedInBy(status(1, 0))).toBe(true);
    expect(loggedInBy(status(2, 1))).toBe(true);
    expect(loggedInBy(status(0, 0))).toBe(false);
  });

  it("ignores only the kick-out the tab's own login sent", () => {
    expect(kicksThisTab({ cno: '1001', reason: 'x', byLoginId: 'mine' }, 'mine')).toBe(false);
    expect(kicksThisTab({ cno: '1001', reason: 'x', byLoginId: 'other' }, 'mine')).toBe(true);
    expect(kicksThisTab({ cno: '1001', reason: 'x' }, 'mine')).toBe(true);
    expect(kicksThisTab({ cno: '1001', reason: 'x', byLoginId: 'other' }, null)).toBe(true);
  });

  it('shows the ringing call and its customer, and clears the panel when the device status is 0', () => {
    let view = toolbarReducer(IDLE_VIEW, { kind: 'ringing', event: ringing });
    expect(view).toMatchObject({ deviceStatus: 1, call: { callRecordId: 7, customerNumber: '13900000001' } });
    expect(view.customer).toBeUndefined();
    view = toolbarReducer(view, { kind: 'customer', callRecordId: 7, customer });
    expect(view.customer).toBe(customer);
    // A late lookup for another call is dropped.
    expect(toolbarReducer(view, { kind: 'customer', callRecordId: 8, customer: null }).customer).toBe(
      customer,
    );
    view = toolbarReducer(view, { kind: 'agentStatus', event: status(1, 2) });
    expect(view).toMatchObject({ deviceStatus: 2, customer });
    view = toolbarReducer(view, { kind: 'agentStatus', event: status(1, 0) });
    expect(view).toMatchObject({ deviceStatus: 0, call: null, customer: undefined });
  });

  it('forgets the login and the call when logged out', () => {
    const session = { cno: '1001', bindType: 3 as const, bindTel: '', loginTime: '2026-11-21 16:00:00' };
    let view = toolbarReducer(IDLE_VIEW, { kind: 'loggedIn', session });
    view = toolbarReducer(view, { kind: 'ringing', event: ringing });
    expect(toolbarReducer(view, { kind: 'loggedOut' })).toEqual(IDLE_VIEW);
  });
});
