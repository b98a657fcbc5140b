import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  defineResource,
  type LineRow,
  type Resource,
  type ResourceCreate,
  type ResourceRow,
  type ResourceUpdate,
} from './resource.js';
import { lineTotals } from './resource-lines.js';

const lineFields = {
  product: { kind: 'text', labelKey: 'order.line.product', required: true },
  quantity: { kind: 'quantity', labelKey: 'order.line.quantity', required: true, min: 0 },
  unitPrice: { kind: 'money', labelKey: 'order.line.unitPrice', required: true, min: 0 },
  amount: { kind: 'money', labelKey: 'order.line.amount', required: true },
} as const;
const orders = defineResource({
  name: 'order',
  basePath: '/erp/test/order',
  menuKey: 'customerSourceList',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  fields: {
    title: { kind: 'text', labelKey: 'order.title', required: true },
    total: { kind: 'money', labelKey: 'order.total', required: true },
  },
  lines: {
    fields: lineFields,
    min: 1,
    max: 3,
    amount: { quantity: 'quantity', unitPrice: 'unitPrice', amount: 'amount', total: 'total' },
  },
});
type Order = z.infer<typeof orders.schemas.row>;

describe('resources with lines', () => {
  it('types rows, creates and updates with their lines, never the computed amount or total', () => {
    type Fields = typeof orders.fields;
    type Lines = { fields: typeof lineFields; amount: NonNullable<(typeof orders)['lines']>['amount'] };
    expectTypeOf<Order['lines'][number]>().toEqualTypeOf<LineRow<typeof lineFields>>();
    expectTypeOf<ResourceRow<Fields>>().not.toHaveProperty('lines');
    const create: z.infer<typeof orders.schemas.create> = {
      title: 'A',
      lines: [{ product: 'pen', quantity: '2', unitPrice: 150 }],
    };
    expectTypeOf(create).not.toHaveProperty('total');
    expectTypeOf(create.lines[0]!).not.toHaveProperty('amount');
    expectTypeOf<ResourceUpdate<Fields, Lines>>().toHaveProperty('lines');
    expectTypeOf<ResourceCreate<Fields>>().toHaveProperty('total');
    // Screens and the engine take any resource: one with lines among them, without a cast.
    expectTypeOf(orders).toExtend<Resource>();
  });

  it('asks a create for min..max lines, lets an update name line ids, strips computed values', () => {
    const line = { product: 'pen', quantity: '2', unitPrice: 150, amount: 1 };
    expect(orders.schemas.create.safeParse({ title: 'A', lines: [] }).success).toBe(false);
    expect(orders.schemas.create.safeParse({ title: 'A', lines: [line, line, line, line] }).success).toBe(
      false,
    );
    expect(orders.schemas.create.parse({ title: 'A', total: 9, lines: [{ ...line, id: 4 }] })).toEqual({
      title: 'A',
      lines: [{ product: 'pen', quantity: '2', unitPrice: 150 }],
    });
    expect(orders.schemas.update.parse({ version: 1, lines: [{ ...line, id: 4 }, line] })).toEqual({
      version: 1,
      lines: [
        { id: 4, product: 'pen', quantity: '2', unitPrice: 150 },
        { product: 'pen', quantity: '2', unitPrice: 150 },
      ],
    });
    expect(orders.schemas.update.parse({ version: 1, title: 'B' })).toEqual({ version: 1, title: 'B' });
  });

  it('names the line and field of a bad value, and keeps a quantity to its min', () => {
    const bad = orders.schemas.create.safeParse({
      title: 'A',
      lines: [
        { product: 'pen', quantity: '1', unitPrice: 1 },
        { product: 'pen', quantity: '-0.5', unitPrice: 1 },
      ],
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lines.1.quantity']);
    expect(
      orders.schemas.create.safeParse({ title: 'A', lines: [{ product: 'x', quantity: '0', unitPrice: 0 }] })
        .success,
    ).toBe(true);
  });

  it('refuses, when defined, amounts over fields of the wrong kind and bad line counts', () => {
    const define = (lines: Record<string, unknown>) => () =>
      defineResource({
        ...orders,
        lines: { fields: lineFields, ...lines },
      } as unknown as Parameters<typeof defineResource>[0]);
    expect(define({ min: 2, max: 1 })).toThrow(/min 2 \/ max 1/);
    expect(
      define({ amount: { quantity: 'unitPrice', unitPrice: 'unitPrice', amount: 'amount', total: 'total' } }),
    ).toThrow(/quantity field/);
    expect(
      define({ amount: { quantity: 'quantity', unitPrice: 'unitPrice', amount: 'amount', total: 'title' } }),
    ).toThrow(/title must be a money field/);
  });

  it('computes amounts half up and totals exactly, and names the line that overflows', () => {
    const amount = orders.lines!.amount!;
    const line = (quantity: string, unitPrice: number) => ({ quantity, unitPrice });
    expect(lineTotals(amount, [line('0.005', 100), line('3', 33), line('1.0001', 5000)])).toEqual({
      amounts: [1, 99, 5001],
      total: 5101,
      overflow: null,
    });
    expect(lineTotals(amount, [line('-0.005', 100)]).amounts).toEqual([-1]);
    const huge = lineTotals(amount, [line('1', 1), line('99999999999999', 99999999999)]);
    expect(huge.overflow).toBe(1);
  });
});
