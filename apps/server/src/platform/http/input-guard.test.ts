import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, parsedInputIssues, rawInputIssues } from './input-guard.js';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { inner: nested(depth - 1) });

describe('input guard', () => {
  it('finds a NUL character in any text or key, naming where', () => {
    expect(rawInputIssues({ name: 'ok', list: [{ note: 'a\u0000b' }] })).toEqual([
      { path: ['list', 0, 'note'], messageKey: 'validation.nulCharacter' },
    ]);
    expect(rawInputIssues({ 'bad\u0000key': 1 })).toEqual([
      { path: ['badkey'], messageKey: 'validation.nulCharacter' },
    ]);
    expect(rawInputIssues('\u0000')).toEqual([{ path: [], messageKey: 'validation.nulCharacter' }]);
  });

  it('finds a lone surrogate (no UTF-8 form) but passes paired ones', () => {
    expect(rawInputIssues({ name: 'a\ud800b', ok: '😀', low: ['\udc00'] })).toEqual([
      { path: ['low', 0], messageKey: 'validation.loneSurrogate' },
      { path: ['name'], messageKey: 'validation.loneSurrogate' },
    ]);
  });

  it('leaves the text of loose containers to their owner, but not their depth', () => {
    const items = [{ sku: 'a\u0000' }, nested(MAX_INPUT_DEPTH)];
    const issues = rawInputIssues({ eventId: 'e\u0000', items }, new Set([items]));
    expect(issues.map((issue) => issue.messageKey).sort()).toEqual([
      'validation.nulCharacter',
      'validation.tooDeep',
    ]);
    expect(issues.find((issue) => issue.messageKey === 'validation.nulCharacter')?.path).toEqual(['eventId']);
  });

  it('walks prototype-less records (the query parser makes them) but not Dates or Buffers', () => {
    const query = Object.assign(Object.create(null), { name: 'x\u0000' });
    expect(rawInputIssues(query)).toHaveLength(1);
    expect(rawInputIssues({ at: new Date(0), bytes: Buffer.from([0]) })).toEqual([]);
  });

  it('passes ordinary input untouched', () => {
    expect(rawInputIssues({ name: '张三', tags: [1, 2], note: null, flag: true })).toEqual([]);
    expect(parsedInputIssues({ id: 2_147_483_647, amount: 12.5, big: Number.MAX_SAFE_INTEGER })).toEqual([]);
  });

  it('refuses nesting deeper than any form, without recursing', () => {
    expect(rawInputIssues(nested(MAX_INPUT_DEPTH))).toEqual([]);
    expect(rawInputIssues(nested(MAX_INPUT_DEPTH + 1))[0]?.messageKey).toBe('validation.tooDeep');
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(rawInputIssues(deep)).toHaveLength(1);
  });

  it('finds parsed numbers no column holds: beyond safe integers, infinite or NaN', () => {
    expect(parsedInputIssues({ a: 1e308, b: [Number.NaN], c: -Infinity, d: 2 ** 53 })).toHaveLength(4);
    expect(parsedInputIssues({ a: 1e308 })).toEqual([
      { path: ['a'], messageKey: 'validation.numberOutOfRange' },
    ]);
  });
});
