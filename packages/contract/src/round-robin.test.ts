import { describe, expect, it } from 'vitest';
import { nextInTurn, type TurnMember } from './round-robin.js';

const member = (userId: number, available: boolean): TurnMember => ({ userId, available });
// Listed out of order: the turn follows the user id, not the list.
const members = [member(7, true), member(3, false), member(5, true), member(9, true)];

describe('nextInTurn', () => {
  it('starts with the lowest available id when nobody had a turn yet', () => {
    expect(nextInTurn(members, null)).toBe(5);
  });
  it('goes on after the cursor, skipping members whose switch is off', () => {
    expect(nextInTurn(members, 5)).toBe(7);
    expect(nextInTurn(members, 7)).toBe(9);
    expect(nextInTurn(members, 2)).toBe(5);
  });
  it('wraps round after the last member', () => {
    expect(nextInTurn(members, 9)).toBe(5);
    expect(nextInTurn(members, 100)).toBe(5);
  });
  it('goes on after a cursor whose member left the group (or is switched off)', () => {
    expect(nextInTurn(members, 6)).toBe(7);
    expect(nextInTurn(members, 3)).toBe(5);
  });
  it('hands a lone available member every turn', () => {
    expect(nextInTurn([member(4, true), member(8, false)], 4)).toBe(4);
  });
  it('is null when nobody is available, or the group is empty', () => {
    expect(nextInTurn([member(1, false), member(2, false)], 1)).toBeNull();
    expect(nextInTurn([], null)).toBeNull();
  });
});
