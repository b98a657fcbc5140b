import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, isValidCreditCode } from './credit-code.js';

describe('unified social credit code', () => {
  it('accepts published codes and an empty value', () => {
    // 91350100M000100Y43: the example of GB 32100-2015; 91110000802100433B: a Beijing company.
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91110000802100433B')).toBe(true);
    expect(isValidCreditCode('')).toBe(true);
  });

  it('refuses a wrong check character, a wrong length and letters outside the alphabet', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100YO3')).toBe(false);
    expect(isValidCreditCode('91350100m000100y43')).toBe(false);
  });

  it('computes the check character that makes a code valid', () => {
    const first17 = '91310115MA1K4ABCD';
    expect(isValidCreditCode(`${first17}${creditCodeCheckCharacter(first17)}`)).toBe(true);
  });
});
