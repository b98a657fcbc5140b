import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './array-literal.js';

describe('arrayLiteral', () => {
  it('quotes every element, escapes quotes and backslashes, and writes null as NULL', () => {
    expect(arrayLiteral([1, 22])).toBe('{"1","22"}');
    expect(arrayLiteral(['a,b', '{x}', 'say "hi"', 'back\\slash', null, ''])).toBe(
      '{"a,b","{x}","say \\"hi\\"","back\\\\slash",NULL,""}',
    );
    expect(arrayLiteral([])).toBe('{}');
  });
});
