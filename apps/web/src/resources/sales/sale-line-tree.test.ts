import { describe, expect, it } from 'vitest';
import { addLine, type EditedSaleLine, orderFigures, removeLine, toBody } from './sale-line-tree';

const line = (key: string, itemId: number, parentKey: string | null = null): EditedSaleLine => ({
  key,
  parentKey,
  itemKind: 'product',
  itemId,
  itemLabel: `item ${itemId}`,
  unit: '台',
  quantity: '1',
  unitPrice: 10_000,
  discountRate: 9000,
  taxRate: 1300,
});

describe('the order form line tree', () => {
  it('adds a child line after its parent’s whole subtree and sends it as parentLineNo', () => {
    let lines = addLine([], line('a', 1));
    lines = addLine(lines, line('b', 2));
    lines = addLine(lines, line('c', 3), 'a');
    lines = addLine(lines, line('d', 4), 'c');
    lines = addLine(lines, line('e', 5), 'a');
    expect(lines.map((l) => l.key)).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(toBody(lines).map((l) => l.parentLineNo)).toEqual([undefined, 1, 2, 1, undefined]);
  });

  it('removes a line with its children and theirs, leaving the rest', () => {
    let lines = addLine([], line('a', 1));
    lines = addLine(lines, line('b', 2));
    lines = addLine(lines, line('c', 3), 'a');
    lines = addLine(lines, line('d', 4), 'c');
    expect(removeLine(lines, 'a').map((l) => l.key)).toEqual(['b']);
    expect(removeLine(lines, 'c').map((l) => l.key)).toEqual(['a', 'b']);
  });

  it('totals the lines with the contract’s arithmetic', () => {
    expect(orderFigures([line('a', 1), line('b', 2)])).toEqual({
      listTotal: 20_000,
      total: 18_000,
      tax: 2070,
    });
  });
});
