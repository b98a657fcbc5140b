import type { FieldDef } from '@atrium/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCell } from '../resources/export/export-cells.js';
import { cellValue } from './import-columns.js';

const price: FieldDef = { kind: 'money', label: { 'zh-CN': '单价', en: 'Price' } } as FieldDef;

describe('a money cell', () => {
  it('is read as yuan, exactly into fen, and refused finer than a fen', () => {
    expect(cellValue(price, '19.99')).toEqual({ value: 1999 });
    expect(cellValue(price, ' -5 ')).toEqual({ value: -500 });
    expect(cellValue(price, '1,234.50')).toEqual({ value: 123_450 });
    expect(cellValue(price, '0.125')).toEqual({ problem: { key: 'import.badMoney' } });
    expect(cellValue(price, 'abc')).toEqual({ problem: { key: 'import.badMoney' } });
  });

  it('comes back as it was exported, in either file format (a CSV text, an XLSX number)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (fen) => {
        const cell = formatCell(price, fen, 'zh-CN');
        expect(cellValue(price, String(cell))).toEqual({ value: fen });
      }),
    );
  });
});
