import { describe, expect, it } from 'vitest';
import { isValidPhone, maskPhone, normalizePhone } from './phone.js';

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

describe('normalizePhone', () => {
  it('keeps numbers already in a stored form', () => {
    expect(normalizePhone('13812345678')).toBe('13812345678');
    expect(normalizePhone('010-12345678')).toBe('010-12345678');
    expect(normalizePhone('13812345678-1234')).toBe('13812345678-1234');
  });

  it('drops spaces, dots and a +86 / 0086 prefix of a mobile number', () => {
    expect(normalizePhone(' 138 1234 5678 ')).toBe('13812345678');
    expect(normalizePhone('138.1234.5678')).toBe('13812345678');
    expect(normalizePhone('+86 138 1234 5678')).toBe('13812345678');
    expect(normalizePhone('0086-13812345678')).toBe('13812345678');
  });

  it('writes a landline with the hyphen after its area code', () => {
    expect(normalizePhone('(010) 1234 5678')).toBe('010-12345678');
    expect(normalizePhone('0755 1234567')).toBe('0755-1234567');
    expect(normalizePhone('（０１０）１２３４５６７８')).toBe('010-12345678');
  });

  it('turns full-width digits and dashes into ASCII', () => {
    expect(normalizePhone('１３８１２３４５６７８')).toBe('13812345678');
    expect(normalizePhone('０１０－１２３４５６７８')).toBe('010-12345678');
  });

  it('leaves what it cannot read for the format check to refuse', () => {
    expect(isValidPhone(normalizePhone('12345'), 2)).toBe(false);
    expect(isValidPhone(normalizePhone('138-1234-5678'), 2)).toBe(false);
  });
});

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 characters', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('010-12345678')).toBe('010****5678');
    expect(maskPhone('13812345678-1234')).toBe('138****1234');
  });

  it('masks short values entirely and leaves an empty one empty', () => {
    expect(maskPhone('1234567')).toBe('*******');
    expect(maskPhone('')).toBe('');
  });
});
