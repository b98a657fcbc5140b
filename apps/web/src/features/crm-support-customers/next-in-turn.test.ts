import { describe, expect, it } from 'vitest';
import { searchTermOf } from './linked-customer-select';
import { nextInTurn } from './next-in-turn';

const member = (userId: number, memberEnabled: boolean) => ({
  userId,
  name: `u${userId}`,
  memberEnabled,
  load: 0,
});

describe('nextInTurn', () => {
  const members = [member(7, true), member(3, false), member(5, true), member(9, true)];
  it('takes the first member on duty after the cursor, skipping those off duty', () => {
    expect(nextInTurn({ members, cursorUserId: null })).toBe(5);
    expect(nextInTurn({ members, cursorUserId: 2 })).toBe(5);
    expect(nextInTurn({ members, cursorUserId: 5 })).toBe(7);
  });
  it('wraps round after the last, and is undefined when nobody is on duty', () => {
    expect(nextInTurn({ members, cursorUserId: 9 })).toBe(5);
    expect(nextInTurn({ members: [member(1, false)], cursorUserId: null })).toBeUndefined();
  });
});

describe('searchTermOf', () => {
  it('reads a customer number, a phone or a name', () => {
    expect(searchTermOf(' kh00000001 ')).toEqual({ sn: 'KH00000001' });
    expect(searchTermOf('138 0013 8000')).toEqual({ phone: '138 0013 8000' });
    expect(searchTermOf('0571-88886666')).toEqual({ phone: '0571-88886666' });
    expect(searchTermOf('云帆')).toEqual({ name: '云帆' });
  });
});
