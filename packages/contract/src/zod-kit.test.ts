import { describe, expect, it } from 'vitest';
import {
  fen,
  INT4_MAX,
  INT4_MIN,
  idParams,
  int32,
  optionalFilter,
  queryRecordId,
  recordId,
  recordVersion,
  safeInt,
  text,
} from './zod-kit.js';

describe('zod kit', () => {
  it('keeps integers within the int4 column range', () => {
    for (const schema of [int32, recordId, recordVersion]) {
      expect(schema.safeParse(INT4_MAX).success).toBe(true);
      expect(schema.safeParse(INT4_MAX + 1).success).toBe(false);
      expect(schema.safeParse(1.5).success).toBe(false);
      expect(schema.safeParse(1e308).success).toBe(false);
    }
    expect(int32.safeParse(INT4_MIN).success).toBe(true);
    expect(int32.safeParse(INT4_MIN - 1).success).toBe(false);
    expect(recordId.safeParse(0).success).toBe(false);
  });

  it('reads ids from query strings and paths, refusing what names no row', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
    for (const bad of ['0', '-1', '1.5', 'NaN', '1e308', '2147483648', 'abc'])
      expect(queryRecordId.safeParse(bad).success, bad).toBe(false);
  });

  it('keeps bigint amounts to safe integers, money in fen never negative', () => {
    expect(safeInt.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    expect(safeInt.safeParse(2 ** 53).success).toBe(false);
    expect(fen.safeParse(0).success).toBe(true);
    expect(fen.safeParse(-1).success).toBe(false);
  });

  it('refuses the NUL character in text with a message key the server translates', () => {
    const name = text.trim().max(10);
    expect(name.parse(' 张三 ')).toBe('张三');
    const result = name.safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: { messageKey: 'validation.nulCharacter' },
    });
  });

  it("treats '' and null as an absent optional filter (spec §5)", () => {
    const filter = optionalFilter(queryRecordId);
    expect(filter.parse('')).toBeUndefined();
    expect(filter.parse(null)).toBeUndefined();
    expect(filter.parse('7')).toBe(7);
  });
});
