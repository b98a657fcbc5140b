import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.js';

describe('phone formats (spec §5)', () => {
  it('lets an empty value pass', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone(undefined)).toBe(true);
    expect(isValidPhone(null, 2)).toBe(true);
  });

  it('accepts a mobile number: 1, then 3-9, then 9 digits', () => {
    expect(isValidPhone('13812345678')).toBe(true);
    expect(isValidPhone('19912345678')).toBe(true);
    expect(isValidPhone('12812345678')).toBe(false);
    expect(isValidPhone('1381234567')).toBe(false);
    expect(isValidPhone('138123456789')).toBe(false);
  });

  it('accepts a landline: 3-4 digit area code, hyphen, 7-8 digits', () => {
    expect(isValidPhone('010-12345678')).toBe(true);
    expect(isValidPhone('0755-1234567')).toBe(true);
    expect(isValidPhone('01-12345678')).toBe(false);
    expect(isValidPhone('010-123456')).toBe(false);
    expect(isValidPhone('01012345678')).toBe(false);
  });

  it('accepts a mobile number with a 4-digit extension only in variant 2', () => {
    expect(isValidPhone('13812345678-1234', 1)).toBe(false);
    expect(isValidPhone('13812345678-1234', 2)).toBe(true);
    expect(isValidPhone('13812345678-123', 2)).toBe(false);
    expect(isValidPhone('010-12345678-1234', 2)).toBe(false);
  });
});
