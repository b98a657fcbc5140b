import type { PackLine } from '@atrium/contract/endpoints/sale-fulfilment';
import { describe, expect, it } from 'vitest';
import { adjust, type Checks, progressOf, scan, shipLines } from './packing-checks';

const line = (over: Partial<PackLine>): PackLine => ({
  saleOrderId: 1,
  saleOrderNo: 'XS20261127-0001',
  saleOrderLineId: 1,
  orderLineNo: 1,
  parentLineId: null,
  itemKind: 'product',
  itemId: 1,
  itemLabel: 'P-1 打印机',
  unit: '台',
  barcode: '690001',
  serialTracked: false,
  quantity: '2',
  serialsAvailable: [],
  ...over,
});

const machine = line({ saleOrderLineId: 1 });
const toner = line({
  saleOrderLineId: 2,
  parentLineId: 1,
  itemKind: 'fitting',
  barcode: 'F-TONER',
  quantity: '1',
});
const setup = line({ saleOrderLineId: 3, parentLineId: 1, itemKind: 'service', barcode: '', quantity: '2' });
const laptop = line({
  saleOrderLineId: 4,
  barcode: '690009',
  serialTracked: true,
  quantity: '1',
  serialsAvailable: ['SN-1', 'SN-2'],
});
const lines = [machine, toner, setup, laptop];
const none: Checks = new Map();

describe('the packing station’s scans', () => {
  it('checks off a unit per barcode, code or serial, and refuses a wrong item, one too many and a serial twice', () => {
    let checks = none;
    for (const code of ['690001', ' f-toner ', 'sn-2']) {
      const result = scan(lines, checks, code);
      if (!result.ok) throw new Error(result.refusal.reason);
      checks = result.checks;
    }
    expect(progressOf(lines, checks)).toEqual({ checked: '3', total: '4' });
    expect(scan(lines, checks, 'NOPE')).toEqual({ ok: false, refusal: { reason: 'unknown', code: 'NOPE' } });
    expect(scan(lines, checks, 'F-TONER')).toMatchObject({
      ok: false,
      refusal: { reason: 'tooMany', count: '1' },
    });
    expect(scan(lines, checks, 'SN-2')).toMatchObject({ ok: false, refusal: { reason: 'serialTwice' } });
    expect(scan(lines, checks, 'SN-1')).toMatchObject({ ok: false, refusal: { reason: 'tooMany' } });
    expect(scan(lines, none, '690009')).toMatchObject({ ok: false, refusal: { reason: 'scanSerial' } });
    expect(shipLines(lines, checks)).toEqual([
      { saleOrderLineId: 1, quantity: '1' },
      { saleOrderLineId: 2, quantity: '1' },
      { saleOrderLineId: 4, quantity: '1', serials: ['SN-2'] },
    ]);
  });

  it('types quantities within what is left, never for a serial-tracked line', () => {
    let checks = adjust(none, machine, 1);
    checks = adjust(checks, machine, 1);
    expect(adjust(checks, machine, 1)).toBe(checks);
    expect(adjust(none, machine, -1)).toBe(none);
    expect(adjust(none, laptop, 1)).toBe(none);
    expect(shipLines(lines, checks)).toEqual([{ saleOrderLineId: 1, quantity: '2' }]);
    expect(shipLines(lines, none)).toEqual([]);
  });
});
