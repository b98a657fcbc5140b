import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { products } from '../src/modules/catalogue/catalogue.tables.js';
import {
  stockBalances,
  stockDocumentLines,
  stockDocuments,
  stockMoves,
  stockReservations,
  stockWarehouses,
} from '../src/modules/stock/stock.tables.js';
import { inPostingTransaction, postLedger } from '../src/modules/stock/stock-ledger.js';
import { checkLedger } from '../src/modules/stock/stock-ledger-check.js';
import { virtualLocationId, warehouseRoot } from '../src/modules/stock/stock-locations.js';
import {
  consumeStock,
  consumeStockLines,
  releaseStock,
  releaseStockLines,
  reservationsOf,
  reserveStock,
  reserveStockLines,
  returnStockLines,
} from '../src/modules/stock/stock-reservations.js';
import { SYNC_LEVEL_DOCUMENT } from '../src/modules/stock-sync/sync-item-apply.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { inMetres, itemLabel, itemPicker, stockClient, untouchedItems, warehouseId } from './stock-kit.js';

/** 入库单, 盘点 and 库存查询 through the API: the rules a warehouse keeper meets. */
let t: TestApp;
let api: ReturnType<typeof stockClient>;
let main: number;
let east: number;
let product: (n: number) => number;
let serial: (n: number) => number;
let fitting: (n: number) => number;
let orgId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const items = await untouchedItems(t.db);
  orgId = items.orgId;
  product = itemPicker(items.plain);
  serial = itemPicker(items.serial);
  fitting = itemPicker(items.fittings);
  api = stockClient(t.app, await loginAs(t.app, 'warehouse'));
  main = await warehouseId(t.db, 'WH-MAIN');
  east = await warehouseId(t.db, 'WH-EAST');
});
afterAll(() => t?.app.close());

const onHandAt = async (warehouse: number, itemId: number, itemKind = 'product') => {
  const { body } = await api.balances(`warehouseId=${warehouse}&itemKind=${itemKind}&itemId=${itemId}`);
  return body.data.list[0]?.onHand ?? '0';
};
const moveCount = async () => (await t.db.select().from(stockMoves)).length;

describe('stock ledger', () => {
  it('receives from a supplier, shows the balance and the move history', async () => {
    await inMetres(t.db, 'fitting', fitting(7));
    const posted = await api.receipt({
      warehouseId: main,
      remark: '首批到货',
      lines: [
        { itemKind: 'product', itemId: product(12), quantity: '10' },
        { itemKind: 'fitting', itemId: fitting(7), quantity: '2.5' },
      ],
    });
    expect(posted.status).toBe(200);
    expect(posted.body.data).toMatchObject({ kind: 'receipt', warehouseId: main, moveCount: 2 });
    expect(posted.body.data.lines.map((line: { quantity: string }) => line.quantity)).toEqual(['10', '2.5']);
    expect(await onHandAt(main, product(12))).toBe('10');
    expect(await onHandAt(main, fitting(7), 'fitting')).toBe('2.5');
    const { body } = await api.moves(`itemKind=product&itemId=${product(12)}`);
    expect(body.data.total).toBe(1);
    expect(body.data.list[0]).toMatchObject({
      quantity: '10',
      fromLocationKind: 'supplier',
      fromLocationName: '',
      toLocationKind: 'internal',
      toLocationName: '主仓库',
      documentKind: 'receipt',
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses taking out more than is there, naming the item and the shortfall, and changes nothing', async () => {
    await api.receipt({
      warehouseId: east,
      lines: [{ itemKind: 'product', itemId: product(20), quantity: '5' }],
    });
    const [receipt] = await t.db
      .select()
      .from(stockMoves)
      .where(and(eq(stockMoves.itemId, product(20)), eq(stockMoves.documentKind, 'receipt')));
    // Counting 5 → 2 is fine; reversing the receipt of 5 would need 5 units: 3 short.
    expect(
      (
        await api.count({
          warehouseId: east,
          lines: [{ itemKind: 'product', itemId: product(20), countedQuantity: '2' }],
        })
      ).status,
    ).toBe(200);
    const before = await moveCount();
    const refused = await api.reverse(receipt!.documentId!);
    expect(refused.status).toBe(400);
    const label = await itemLabel(t.db, 'product', product(20));
    expect(refused.body.msg).toBe(`库存不足：商品 ${label} 在 华东仓 还差 3`);
    const english = await api.reverse(receipt!.documentId!, { 'accept-language': 'en' });
    expect(english.body.msg).toBe(`Not enough stock: product ${label} at 华东仓 is 3 short.`);
    expect(await moveCount()).toBe(before);
    expect(await onHandAt(east, product(20))).toBe('2');
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('lets a warehouse that allows negative stock go below zero', async () => {
    const [repair] = await t.db.select().from(stockWarehouses).where(eq(stockWarehouses.code, 'WH-REPAIR'));
    const { body: receipt } = await api.receipt({
      warehouseId: repair!.id,
      lines: [{ itemKind: 'product', itemId: product(30), quantity: '4' }],
    });
    await api.count({
      warehouseId: repair!.id,
      lines: [{ itemKind: 'product', itemId: product(30), countedQuantity: '1' }],
    });
    expect((await api.reverse(receipt.data.id)).status).toBe(400);
    const updated = await api.send('PUT', `/erp/stock/warehouse/${repair!.id}`, {
      version: repair!.version,
      allowNegative: true,
    });
    expect(updated.status).toBe(200);
    expect((await api.reverse(receipt.data.id)).status).toBe(200);
    expect(await onHandAt(repair!.id, product(30))).toBe('-3');
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses a receipt dated before the latest move of the item at the warehouse', async () => {
    expect(
      (
        await api.receipt({
          warehouseId: main,
          effectiveAt: '2026-11-20 10:00:00',
          lines: [{ itemKind: 'product', itemId: product(40), quantity: '1' }],
        })
      ).status,
    ).toBe(200);
    const earlier = await api.receipt({
      warehouseId: main,
      effectiveAt: '2026-11-19 09:30:00',
      lines: [{ itemKind: 'product', itemId: product(40), quantity: '1' }],
    });
    expect(earlier.status).toBe(400);
    expect(earlier.body.msg).toBe('不能早于该商品在此仓库的最近一次库存变动 2026-11-20 10:00:00');
    // Another item, or the same item at another warehouse, may still be backdated.
    const otherWarehouse = await api.receipt({
      warehouseId: east,
      effectiveAt: '2026-11-19 09:30:00',
      lines: [{ itemKind: 'product', itemId: product(40), quantity: '1' }],
    });
    expect(otherWarehouse.status).toBe(200);
    const future = await api.receipt({
      warehouseId: main,
      effectiveAt: '2099-01-01 00:00:00',
      lines: [{ itemKind: 'product', itemId: product(40), quantity: '1' }],
    });
    expect(future.status).toBe(400);
    expect(future.body.data.fieldErrors[0].path).toBe('effectiveAt');
  });

  it('reverses a receipt once, with a reversing document; posted documents have no update or delete', async () => {
    const { body } = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: product(50), quantity: '3' }],
    });
    const id = body.data.id;
    const [first, second] = await Promise.all([api.reverse(id), api.reverse(id)]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const refused = first.status === 400 ? first : second;
    expect(refused.body.msg).toBe('已冲销的入库单不能再冲销');
    const reversal = first.status === 200 ? first : second;
    expect(reversal.body.data).toMatchObject({ kind: 'reversal', reversesDocumentId: id, moveCount: 1 });
    expect(await onHandAt(main, product(50))).toBe('0');
    const moves = await t.db
      .select()
      .from(stockMoves)
      .where(eq(stockMoves.itemId, product(50)))
      .orderBy(stockMoves.id);
    expect(moves).toHaveLength(2);
    expect(moves[1]!.reversesMoveId).toBe(moves[0]!.id);
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await api.send(method, `/erp/stock/receipt/${id}`, {})).status).toBe(404);
    }
    expect((await api.send('GET', `/erp/stock/receipt/${id}`)).body.data.lines[0].quantity).toBe('3');
  });

  it('keeps a moving-average cost: receipts at their price, counts and moves at the average, reversals back', async () => {
    const item = product(60);
    const balance = async (warehouse = main) => {
      const { body } = await api.balances(`warehouseId=${warehouse}&itemKind=product&itemId=${item}`);
      const row = body.data.list[0];
      return [row?.onHand ?? '0', row?.value ?? 0, row?.averageCost ?? 0];
    };
    // 4 at ¥2.00 and 6 at ¥3.00: 10 worth ¥26.00, ¥2.60 each.
    const cheap = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: item, quantity: '4', unitPrice: 200 }],
    });
    expect(cheap.body.data.lines[0]).toMatchObject({ unitPrice: 200, value: 800 });
    const dear = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: item, quantity: '6', unitPrice: 300 }],
    });
    expect(await balance()).toEqual(['10', 2600, 260]);
    // A count finding 11: the gain comes in at the average; then finding 8: 3 go out at it.
    const gain = await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: item, countedQuantity: '11' }],
    });
    expect(gain.body.data.lines[0].value).toBe(260);
    expect(await balance()).toEqual(['11', 2860, 260]);
    const loss = await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: item, countedQuantity: '8' }],
    });
    expect(loss.body.data.lines[0].value).toBe(-780);
    // A move to another warehouse carries the average there: 1 of 8 worth ¥20.80 is ¥2.60.
    const [{ locationId: mainRoot }, { locationId: eastRoot }] = await Promise.all([
      warehouseRoot(t.db, orgId, main),
      warehouseRoot(t.db, orgId, east),
    ]);
    const move = (quantity: string, from: number, to: number) =>
      inPostingTransaction(t.db, (tx) =>
        postLedger(tx, { orgId: orgId, userId: null }, [
          {
            itemKind: 'product',
            itemId: item,
            quantity,
            fromLocationId: from,
            toLocationId: to,
            documentKind: 'test',
          },
        ]),
      );
    await move('1', mainRoot, eastRoot);
    expect(await balance()).toEqual(['7', 1820, 260]);
    expect(await balance(east)).toEqual(['1', 260, 260]);
    // The history shows each move's value and unit cost.
    const history = await api.moves(`itemKind=product&itemId=${item}&warehouseId=${east}`);
    expect(history.body.data.list[0]).toMatchObject({ quantity: '1', value: 260, unitCost: 260 });
    // Reversing the ¥3.00 receipt takes back ¥18.00 for 6; the 1 left keeps the rest (¥0.20).
    expect((await api.reverse(dear.body.data.id)).status).toBe(200);
    expect(await balance()).toEqual(['1', 20, 20]);
    // Reversing the ¥2.00 receipt would take 4 of the 1 left: refused, as before costs.
    expect((await api.reverse(cheap.body.data.id)).status).toBe(400);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('reverses a receipt after the average fell for no more value than the stock has, never below 0 or without stock', async () => {
    const item = product(61);
    const dear = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: item, quantity: '2', unitPrice: 1000 }],
    });
    await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: item, quantity: '2', unitPrice: 0 }],
    });
    // 1 of 4 worth ¥20.00 leaves at ¥5.00: ¥15.00 stays for the 3 left, less than the ¥20.00 receipt.
    const { locationId: root } = await warehouseRoot(t.db, orgId, main);
    const customer = await inPostingTransaction(t.db, (tx) => virtualLocationId(tx, orgId, 'customer'));
    await inPostingTransaction(t.db, (tx) =>
      postLedger(tx, { orgId: orgId, userId: null }, [
        {
          itemKind: 'product',
          itemId: item,
          quantity: '1',
          fromLocationId: root,
          toLocationId: customer,
          documentKind: 'test',
        },
      ]),
    );
    expect((await api.reverse(dear.body.data.id)).status).toBe(200);
    const [reversing] = await t.db
      .select()
      .from(stockMoves)
      .where(and(eq(stockMoves.itemId, item), sql`${stockMoves.reversesMoveId} is not null`));
    // The reversal takes back the ¥15.00 there is, not ¥20.00: the 1 left is worth 0, not −¥5.00.
    expect(reversing!.value).toBe(1500n);
    const { body } = await api.balances(`warehouseId=${main}&itemKind=product&itemId=${item}`);
    expect(body.data.list[0]).toMatchObject({ onHand: '1', value: 0 });
    // Shipping that last one carries nothing, and leaves no value without stock.
    await inPostingTransaction(t.db, (tx) =>
      postLedger(tx, { orgId, userId: null }, [
        {
          itemKind: 'product',
          itemId: item,
          quantity: '1',
          fromLocationId: root,
          toLocationId: customer,
          documentKind: 'test',
        },
      ]),
    );
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('has the ledger check find a value that is not the sum of its moves, or value without stock', async () => {
    const item = product(62);
    await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: item, quantity: '1', unitPrice: 500 }],
    });
    const { locationId: root } = await warehouseRoot(t.db, orgId, main);
    const at = and(eq(stockBalances.locationId, root), eq(stockBalances.itemId, item));
    await t.db.update(stockBalances).set({ value: 499n }).where(at);
    expect(await checkLedger(t.db)).toEqual([
      expect.objectContaining({
        what: 'value',
        itemId: item,
        locationId: root,
        expected: '500',
        actual: '499',
      }),
    ]);
    // The moves agreeing with a value kept without stock: the check names it too.
    await t.db.update(stockBalances).set({ value: 500n, onHand: '0' }).where(at);
    const found = await checkLedger(t.db);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          what: 'value',
          itemId: item,
          subject: 'stock value',
          expected: '0',
          actual: '500',
        }),
      ]),
    );
    await t.db.update(stockBalances).set({ onHand: '1' }).where(at);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it("reverses exactly the receipt's moves when a warehouse-sync item has the same id", async () => {
    const { body } = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: product(52), quantity: '3' }],
    });
    const receiptId: number = body.data.id;
    const [org] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
    const actor = { orgId: org!.id, userId: null };
    // The moves warehouse-sync item N posts (its own id sequence, in the same column): a level
    // adjustment of 2 more of another item, numbered as the receipt is.
    const [syncMove] = await inPostingTransaction(t.db, async (tx) =>
      postLedger(tx, actor, [
        {
          itemKind: 'product',
          itemId: product(53),
          quantity: '2',
          fromLocationId: await virtualLocationId(tx, actor.orgId, 'adjustment'),
          toLocationId: (await warehouseRoot(tx, actor.orgId, main)).locationId,
          documentKind: SYNC_LEVEL_DOCUMENT,
          documentId: receiptId,
        },
      ]),
    );
    expect((await api.send('GET', `/erp/stock/receipt/${receiptId}`)).body.data.moveCount).toBe(1);
    const documentMoves = await api.moves(`documentKind=receipt&documentId=${receiptId}`);
    expect(documentMoves.body.data.list.map((move: { itemId: number }) => move.itemId)).toEqual([
      product(52),
    ]);
    const reversal = await api.reverse(receiptId);
    expect(reversal.status).toBe(200);
    expect(reversal.body.data.moveCount).toBe(1);
    expect(await onHandAt(main, product(52))).toBe('0');
    expect(await onHandAt(main, product(53))).toBe('2');
    const [mirror] = await t.db
      .select()
      .from(stockMoves)
      .where(and(eq(stockMoves.documentKind, 'reversal'), eq(stockMoves.documentId, reversal.body.data.id)));
    expect(mirror).toMatchObject({ itemId: product(52), quantity: '3.0000' });
    expect(await checkLedger(t.db)).toEqual([]);

    // The check proves each reversal mirrors its original: planted wrong mirrors are caught.
    const reversalDifferences = async () =>
      (await checkLedger(t.db)).filter((found) => found.what === 'reversal');
    const plant = async (change: Partial<typeof stockMoves.$inferInsert>, expected: object[]) => {
      await t.db.update(stockMoves).set(change).where(eq(stockMoves.id, mirror!.id));
      try {
        expect(await reversalDifferences()).toMatchObject(expected);
      } finally {
        await t.db
          .update(stockMoves)
          .set({ reversesMoveId: mirror!.reversesMoveId, quantity: mirror!.quantity, itemId: mirror!.itemId })
          .where(eq(stockMoves.id, mirror!.id));
      }
    };
    // The bug this guards against: the reversal mirrors the sync item's move instead.
    const subject = `reversal ${reversal.body.data.id}`;
    await plant(
      { reversesMoveId: syncMove },
      [
        {
          subject,
          itemId: product(52),
          expected: `mirror of move ${mirror!.reversesMoveId}: 3 from `,
          actual: 'not reversed',
        },
        {
          subject,
          itemId: product(52),
          expected: 'no move of the reversed document',
          actual: `move ${mirror!.id}: 3 from `,
        },
      ].map((row) => ({
        ...row,
        expected: expect.stringContaining(row.expected),
        actual: expect.stringContaining(row.actual),
      })),
    );
    await plant({ quantity: '2' }, [{ itemId: product(52), actual: expect.stringMatching(/: 2 from /) }]);
    await plant({ itemId: product(53) }, [{ itemId: product(53) }]);
    await plant({ reversesMoveId: null }, [
      { actual: 'not reversed' },
      { expected: 'no move of the reversed document' },
    ]);
    // A move reversing another outside any reversing document.
    const [stray] = await t.db
      .insert(stockMoves)
      .values({ ...mirror!, id: undefined, documentKind: 'test', reversesMoveId: syncMove })
      .returning();
    expect(await reversalDifferences()).toMatchObject([
      { subject: `move ${stray!.id}`, actual: `reverses move ${syncMove}` },
    ]);
    await t.db.delete(stockMoves).where(eq(stockMoves.id, stray!.id));
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('shows a posted document with the names it was posted under', async () => {
    const admin = stockClient(t.app, await loginAs(t.app, 'admin'));
    const created = await admin.send('POST', '/erp/stock/warehouse', { code: 'WH-NAMES', name: '旧仓名' });
    const warehouse = created.body.data;
    const bins = await admin.send('POST', `/erp/stock/warehouse/${warehouse.id}/bins`, { name: 'A-01' });
    expect(bins.status).toBe(200);
    const [item] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, product(54)));
    const oldLabel = `${item!.sku} ${item!.name}`;
    const receipt = await api.receipt({
      warehouseId: warehouse.id,
      binId: bins.body.data.id,
      lines: [{ itemKind: 'product', itemId: product(54), quantity: '2' }],
    });
    const count = await api.count({
      warehouseId: warehouse.id,
      lines: [{ itemKind: 'product', itemId: product(54), countedQuantity: '1' }],
    });
    const renamed = await admin.send('PUT', `/erp/stock/warehouse/${warehouse.id}`, {
      version: warehouse.version,
      name: '新仓名',
    });
    expect(renamed.status).toBe(200);
    await t.db
      .update(products)
      .set({ name: '改名后的商品', unit: '箱' })
      .where(eq(products.id, product(54)));
    const reversal = await api.reverse(receipt.body.data.id);
    for (const [path, id, bin] of [
      ['receipt', receipt.body.data.id, 'A-01'],
      ['receipt', reversal.body.data.id, 'A-01'],
      ['count', count.body.data.id, ''],
    ] as const) {
      const detail = await api.send('GET', `/erp/stock/${path}/${id}`);
      expect(detail.body.data).toMatchObject({ warehouseName: '旧仓名', binName: bin });
      for (const line of detail.body.data.lines)
        expect(line).toMatchObject({ itemLabel: oldLabel, unit: item!.unit });
    }
    const page = await api.send('GET', `/erp/stock/receipt/page?warehouseId=${warehouse.id}`);
    expect(page.body.data.list.map((row: { warehouseName: string }) => row.warehouseName)).toEqual([
      '旧仓名',
      '旧仓名',
    ]);
    // A document posted now shows today's names.
    const later = await api.receipt({
      warehouseId: warehouse.id,
      lines: [{ itemKind: 'product', itemId: product(54), quantity: '1' }],
    });
    expect(later.body.data).toMatchObject({
      warehouseName: '新仓名',
      binName: '',
      lines: [{ itemLabel: `${item!.sku} 改名后的商品`, unit: '箱' }],
    });
    const counts = await api.send('GET', `/erp/stock/count/page?warehouseId=${warehouse.id}`);
    expect(counts.body.data.list[0].warehouseName).toBe('旧仓名');
  });

  it('accepts a count below what is reserved and marks the holds it leaves uncovered, newest first', async () => {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
    const actor = { orgId: org!.id, userId: null };
    const itemId = product(56);
    const line = (documentLineId: number) => ({ documentKind: 'ledgerTestOrder', documentLineId });
    const holds = async () =>
      (await reservationsOf(t.db, actor.orgId, 'ledgerTestOrder', [1, 2, 3])).map((row) => [
        row.documentLineId,
        row.status,
        row.uncovered,
      ]);
    const reserve = (documentLineId: number, quantity: string) =>
      reserveStock(t.db, actor, {
        ...line(documentLineId),
        warehouseId: main,
        itemKind: 'product',
        itemId,
        quantity,
      });
    await api.receipt({ warehouseId: main, lines: [{ itemKind: 'product', itemId, quantity: '5' }] });
    await reserve(1, '3');
    await reserve(2, '2');
    // A real loss: 2 found where 5 are held. Posted, not refused.
    const counted = await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId, countedQuantity: '2' }],
    });
    expect(counted.status).toBe(200);
    expect(await onHandAt(main, itemId)).toBe('2');
    expect(await holds()).toEqual([
      [1, 'reserved', '1.0000'],
      [2, 'reserved', '2.0000'],
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
    // Available is below zero: a new hold is refused; consuming more than is on hand too.
    await expect(reserve(3, '1')).rejects.toMatchObject({ status: 400 });
    await expect(consumeStock(t.db, actor, line(1))).rejects.toMatchObject({
      status: 400,
      messageKey: 'stock.shortageProduct',
      params: expect.objectContaining({ short: '1' }),
    });
    // Stock coming in covers the oldest holds first.
    await api.receipt({ warehouseId: main, lines: [{ itemKind: 'product', itemId, quantity: '2' }] });
    expect(await holds()).toEqual([
      [1, 'reserved', '0.0000'],
      [2, 'reserved', '1.0000'],
    ]);
    await consumeStock(t.db, actor, line(1));
    expect(await holds()).toEqual([
      [1, 'consumed', '0.0000'],
      [2, 'reserved', '1.0000'],
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
    // The check proves the marks: a wrong one is a difference.
    const [open] = await t.db
      .select()
      .from(stockReservations)
      .where(
        and(eq(stockReservations.documentKind, 'ledgerTestOrder'), eq(stockReservations.documentLineId, 2)),
      );
    await t.db.update(stockReservations).set({ uncovered: '0' }).where(eq(stockReservations.id, open!.id));
    expect(await checkLedger(t.db)).toMatchObject([
      { what: 'uncovered', itemId, subject: `reservation ${open!.id}`, expected: '1.0000', actual: '0.0000' },
    ]);
    await t.db.update(stockReservations).set({ uncovered: '1' }).where(eq(stockReservations.id, open!.id));
    await releaseStock(t.db, actor, line(2));
    expect(await holds()).toEqual([
      [1, 'consumed', '0.0000'],
      [2, 'released', '0.0000'],
    ]);
    expect(await onHandAt(main, itemId)).toBe('1');
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('tracks serial numbers through receipts and refuses a serial that is not in the warehouse', async () => {
    const serials = ['SN-A1', 'SN-A2'];
    const received = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: serial(60), quantity: '2', serials }],
    });
    expect(received.body.data.moveCount).toBe(2);
    const where = await api.send('GET', '/erp/stock/serial/SN-A1');
    expect(where.body.data).toMatchObject([
      { itemId: serial(60), locationName: '主仓库', moves: [{ quantity: '1' }] },
    ]);
    // Received again while it is in stock: refused on the line's serials, saying where it is and since which document.
    const again = await api.receipt({
      warehouseId: east,
      lines: [
        { itemKind: 'product', itemId: product(60), quantity: '1' },
        { itemKind: 'product', itemId: serial(60), quantity: '1', serials: ['SN-A1'] },
      ],
    });
    expect(again.status).toBe(400);
    const refusal = `第 2 行：序列号 SN-A1 已在库：主仓库（${received.body.data.documentNo}）`;
    expect(again.body.msg).toBe(refusal);
    expect(again.body.data.fieldErrors).toEqual([{ path: 'lines.1.serials', message: refusal }]);
    const mismatch = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: serial(61), quantity: '2', serials: ['X1'] }],
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data.fieldErrors[0].path).toBe('lines.0.serials');
    // Reversing sends both serials back to the supplier; a second receipt of them is then fine.
    expect((await api.reverse(received.body.data.id)).status).toBe(200);
    const back = await api.send('GET', '/erp/stock/serial/SN-A2');
    expect(back.body.data[0]).toMatchObject({ locationKind: 'supplier', locationName: '' });
    expect(back.body.data[0].moves).toHaveLength(2);
    expect(
      (
        await api.receipt({
          warehouseId: east,
          lines: [{ itemKind: 'product', itemId: serial(60), quantity: '1', serials: ['SN-A1'] }],
        })
      ).status,
    ).toBe(200);
    expect((await api.send('GET', '/erp/stock/serial/NOPE')).status).toBe(404);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('posts a count as adjustment moves for the differences only', async () => {
    await inMetres(t.db, 'product', product(70));
    await api.receipt({
      warehouseId: main,
      lines: [
        { itemKind: 'product', itemId: product(70), quantity: '8' },
        { itemKind: 'product', itemId: product(71), quantity: '1' },
      ],
    });
    const counted = await api.count({
      warehouseId: main,
      lines: [
        { itemKind: 'product', itemId: product(70), countedQuantity: '6.5' },
        { itemKind: 'product', itemId: product(71), countedQuantity: '1' },
        { itemKind: 'product', itemId: product(72), countedQuantity: '4' },
      ],
    });
    expect(counted.status).toBe(200);
    expect(counted.body.data.moveCount).toBe(2);
    expect(
      counted.body.data.lines.map((line: { previousQuantity: string }) => line.previousQuantity),
    ).toEqual(['8', '1', '0']);
    expect(await onHandAt(main, product(70))).toBe('6.5');
    expect(await onHandAt(main, product(72))).toBe('4');
    const repeated = await api.count({
      warehouseId: main,
      lines: [
        { itemKind: 'product', itemId: product(70), countedQuantity: '1' },
        { itemKind: 'product', itemId: product(70), countedQuantity: '2' },
      ],
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.msg).toBe('第 2 行与第 1 行是同一商品，一张盘点单中每种商品只盘一次');
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses any move in or out of a disabled warehouse, and lets its holds be released', async () => {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
    const actor = { orgId: org!.id, userId: null };
    const hold = (documentLineId: number) => ({
      documentKind: 'disabledTestOrder',
      documentLineId,
      warehouseId: east,
      itemKind: 'product' as const,
      itemId: product(81),
      quantity: '1',
    });
    await api.receipt({
      warehouseId: east,
      lines: [{ itemKind: 'product', itemId: product(81), quantity: '2' }],
    });
    await reserveStock(t.db, actor, hold(1));
    const [row] = await t.db.select().from(stockWarehouses).where(eq(stockWarehouses.id, east));
    expect(
      (await api.send('PUT', `/erp/stock/warehouse/${east}`, { version: row!.version, enabled: false }))
        .status,
    ).toBe(200);
    const refused = await api.receipt({
      warehouseId: east,
      lines: [{ itemKind: 'product', itemId: product(80), quantity: '1' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('仓库「华东仓」已停用');
    const count = await api.count({
      warehouseId: east,
      lines: [{ itemKind: 'product', itemId: product(20), countedQuantity: '0' }],
    });
    expect(count.body.msg).toBe('仓库「华东仓」已停用');
    // A release moves nothing: allowed. A new hold or a consume is not.
    expect((await releaseStock(t.db, actor, hold(1)))?.status).toBe('released');
    await expect(reserveStock(t.db, actor, hold(2))).rejects.toMatchObject({
      messageKey: 'stock.warehouseDisabled',
    });
    await api.send('PUT', `/erp/stock/warehouse/${east}`, { version: row!.version + 1, enabled: true });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it("answers 404 for another organization's warehouse or document, and shows none of its stock", async () => {
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const admin = stockClient(t.app, await loginAs(t.app, 'admin'));
    const inBranch = { 'organization-id': String(branch!.id) };
    const created = await admin.send(
      'POST',
      '/erp/stock/warehouse',
      { code: 'BR-1', name: '分公司仓' },
      inBranch,
    );
    expect(created.status).toBe(200);
    const branchWarehouse = created.body.data.id;
    // The demo organization's product is not the branch's: refused, naming the line.
    const foreign = await admin.receipt(
      { warehouseId: branchWarehouse, lines: [{ itemKind: 'product', itemId: product(12), quantity: '99' }] },
      inBranch,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('第 1 行：商品不存在');
    const [branchProduct] = await t.db
      .insert(products)
      .values({
        orgId: branch!.id,
        sku: 'BR-P1',
        name: '分公司商品',
        categoryId: 0,
        unit: '个',
        listPrice: 100,
        taxRate: '13',
      })
      .returning({ id: products.id });
    const { body } = await admin.receipt(
      {
        warehouseId: branchWarehouse,
        lines: [{ itemKind: 'product', itemId: branchProduct!.id, quantity: '99' }],
      },
      inBranch,
    );
    expect(body.code).toBe(200);
    // From the demo organization: the branch's warehouse and receipt do not exist.
    expect(
      (
        await api.receipt({
          warehouseId: branchWarehouse,
          lines: [{ itemKind: 'product', itemId: product(12), quantity: '1' }],
        })
      ).status,
    ).toBe(404);
    expect((await api.reverse(body.data.id)).status).toBe(404);
    expect((await api.send('GET', `/erp/stock/receipt/${body.data.id}`)).status).toBe(404);
    expect(
      (
        await api.count({
          warehouseId: branchWarehouse,
          lines: [{ itemKind: 'product', itemId: product(12), countedQuantity: '0' }],
        })
      ).status,
    ).toBe(404);
    const balances = await api.balances(`itemKind=product&itemId=${product(12)}`);
    expect(balances.body.data.list.map((row: { onHand: string }) => row.onHand)).toEqual(['10']);
    expect((await api.balances(`warehouseId=${branchWarehouse}`)).body.data.total).toBe(0);
  });

  it('refuses bad input with a localized 400 and changes nothing', async () => {
    const before = await moveCount();
    const balancesBefore = await t.db.select().from(stockBalances);
    const line = (quantity: unknown) => ({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: product(90), quantity }],
    });
    for (const quantity of ['-1', '0', '1.23456', '12345678901', '1e3', 5, '', 'abc']) {
      const refused = await api.receipt(line(quantity));
      expect(refused.status, String(quantity)).toBe(400);
      expect(refused.body.code).toBe(400);
    }
    const en = await api.receipt(line('1.23456'), { 'accept-language': 'en' });
    expect(en.body.data.fieldErrors[0]).toEqual({
      path: 'lines.0.quantity',
      message: 'The quantity must be a number above 0 with at most 10 whole digits and 4 decimals.',
    });
    expect((await api.receipt({ ...line('1'), remark: 'bad\u0000' })).status).toBe(400);
    expect(
      (
        await api.receipt({
          warehouseId: main,
          lines: [{ itemKind: 'product', itemId: product(90), quantity: '1', serials: ['\u0000'] }],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.receipt({
          warehouseId: 2 ** 40,
          lines: [{ itemKind: 'product', itemId: product(90), quantity: '1' }],
        })
      ).status,
    ).toBe(400);
    expect((await api.receipt({ warehouseId: main, lines: [] })).status).toBe(400);
    // A purchase price is whole fen, 0 or more, and required.
    for (const unitPrice of [-1, 1.5, '100', null]) {
      const refused = await api.receipt({
        warehouseId: main,
        lines: [{ itemKind: 'product', itemId: product(90), quantity: '1', unitPrice }],
      });
      expect(refused.status, String(unitPrice)).toBe(400);
      expect(refused.body.data.fieldErrors[0].path).toBe('lines.0.unitPrice');
    }
    const unpriced = await api.send('POST', '/erp/stock/receipt', {
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: product(90), quantity: '1' }],
    });
    expect(unpriced.body.data.fieldErrors[0].path).toBe('lines.0.unitPrice');
    expect(
      (
        await api.receipt({
          warehouseId: main,
          lines: [{ itemKind: 'gadget', itemId: product(90), quantity: '1' }],
        })
      ).status,
    ).toBe(400);
    // A count's quantity may be 0: its message says so (not the receipt's "above 0").
    const count = await api.count(
      { warehouseId: main, lines: [{ itemKind: 'product', itemId: product(90), countedQuantity: '-2' }] },
      { 'accept-language': 'en' },
    );
    expect(count.status).toBe(400);
    expect(count.body.data.fieldErrors[0]).toEqual({
      path: 'lines.0.countedQuantity',
      message:
        'The counted quantity must be a number of 0 or more with at most 10 whole digits and 4 decimals.',
    });
    expect(await moveCount()).toBe(before);
    expect(await t.db.select().from(stockBalances)).toEqual(balancesBefore);
  });

  it('refuses a receipt whose sum the balance cannot hold with a 400, changing nothing', async () => {
    await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: product(95), quantity: '1' }],
    });
    const [balance] = await t.db
      .select()
      .from(stockBalances)
      .where(eq(stockBalances.itemId, product(95)));
    // Only a balance forced near the column's limit can overflow (a line holds 10 whole digits).
    await t.db
      .update(stockBalances)
      .set({ onHand: '99999999999999' })
      .where(eq(stockBalances.id, balance!.id));
    const before = await moveCount();
    const refused = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: product(95), quantity: '9999999999' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('数量超出库存可记录的范围');
    expect(await moveCount()).toBe(before);
    await t.db.update(stockBalances).set({ onHand: '1' }).where(eq(stockBalances.id, balance!.id));
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('has migration 0042 give posted documents the names of their warehouse, bin and items', async () => {
    const migration = await readFile(
      new URL('../drizzle/0042_stock_ledger_keys.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('-- hand-written:')[1]!;
    const documents = await t.db.select().from(stockDocuments).orderBy(stockDocuments.id);
    const lines = await t.db.select().from(stockDocumentLines).orderBy(stockDocumentLines.id);
    expect(lines.every((row) => row.itemLabel !== '' && row.unit !== '')).toBe(true);
    // As a database from before it: names unknown. The backfill gives today's, the best known
    // (this file renamed only WH-NAMES and one product).
    await t.db.update(stockDocuments).set({ warehouseName: '', binName: '' });
    await t.db.update(stockDocumentLines).set({ itemLabel: '', unit: '' });
    for (const statement of backfill.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const current = (name: string) => (name === '旧仓名' ? '新仓名' : name);
    expect(
      (await t.db.select().from(stockDocuments).orderBy(stockDocuments.id)).map((row) => [
        row.warehouseName,
        row.binName,
      ]),
    ).toEqual(documents.map((row) => [current(row.warehouseName), row.binName]));
    const [renamed] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, product(54)));
    const today = (row: (typeof lines)[number]) =>
      row.itemKind === 'product' && row.itemId === product(54)
        ? [`${renamed!.sku} ${renamed!.name}`, renamed!.unit]
        : [row.itemLabel, row.unit];
    expect(
      (await t.db.select().from(stockDocumentLines).orderBy(stockDocumentLines.id)).map((row) => [
        row.itemLabel,
        row.unit,
      ]),
    ).toEqual(lines.map(today));
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('has migration 0052 value the stock posted before costs at its cost price where that is exact', async () => {
    const migration = await readFile(new URL('../drizzle/0052_stock_costs.sql', import.meta.url), 'utf8');
    const backfill = migration.split('-- hand-written:')[1]!;
    const whole = product(63);
    const cable = await inMetres(t.db, 'product', product(64));
    await t.db.update(products).set({ costPrice: 1234 }).where(eq(products.id, whole));
    // 0.5 m at 3 fen is 1.5 fen: not whole, so the cable is valued at 0.
    await t.db.update(products).set({ costPrice: 3 }).where(eq(products.id, cable));
    const { body } = await api.receipt({
      warehouseId: main,
      lines: [
        { itemKind: 'product', itemId: whole, quantity: '3', unitPrice: 999 },
        { itemKind: 'product', itemId: cable, quantity: '0.5', unitPrice: 999 },
      ],
    });
    // As a database from before costs: nothing valued, no prices. The temporary table lives in
    // one session: the statements run in one transaction, as the migrator runs them.
    await t.db.update(stockMoves).set({ value: 0n });
    await t.db.update(stockBalances).set({ value: 0n });
    await t.db.update(stockReservations).set({ consumedValue: 0n, returnedValue: 0n });
    await t.db.update(stockDocumentLines).set({ unitPrice: null });
    await t.db.transaction(async (tx) => {
      for (const statement of backfill.split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
    });
    const valueAt = async (itemId: number) => {
      const page = await api.balances(`warehouseId=${main}&itemKind=product&itemId=${itemId}`);
      return page.body.data.list[0].value;
    };
    expect([await valueAt(whole), await valueAt(cable)]).toEqual([3 * 1234, 0]);
    const lines = (await api.send('GET', `/erp/stock/receipt/${body.data.id}`)).body.data.lines;
    expect(lines.map((line: { unitPrice: number }) => line.unitPrice)).toEqual([1234, 0]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('has migration 0041 give existing balances the time of their latest move', async () => {
    // The demo stock and this file's postings are there; forget every balance's time, then run
    // the migration's backfill as an existing database ran it.
    const migration = await readFile(
      new URL('../drizzle/0041_stock_balance_last_move.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    await t.db.update(stockBalances).set({ lastMoveAt: null });
    expect((await checkLedger(t.db)).some((found) => found.what === 'lastMoveAt')).toBe(true);
    await t.db.execute(sql.raw(backfill));
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

/** The stock API orders, shipments and returns call in-process (docs/stock.md, Reservations). */
describe('stock API for orders', () => {
  let actor: { orgId: number; userId: number | null };
  beforeAll(async () => {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
    actor = { orgId: org!.id, userId: null };
  });
  const order = (documentLineId: number) => ({ documentKind: 'apiTestOrder', documentLineId });
  const stockAt = async (locationId: number, itemId: number) => {
    const [row] = await t.db
      .select()
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.locationId, locationId),
          eq(stockBalances.itemKind, 'product'),
          eq(stockBalances.itemId, itemId),
        ),
      );
    return { onHand: Number(row?.onHand ?? 0), reserved: Number(row?.reserved ?? 0) };
  };
  const shipped = (rows: { status: string; quantity: string; consumed: string; returned: string }[]) =>
    rows.map((row) => [row.status, Number(row.quantity), Number(row.consumed), Number(row.returned)]);
  /** Each line's cost in this call, and its shipped and returned totals (fen). */
  const costs = (rows: { cost: bigint; consumedValue: bigint; returnedValue: bigint }[]) =>
    rows.map((row) => [Number(row.cost), Number(row.consumedValue), Number(row.returnedValue)]);

  // docs/stock.md, "An order's lifecycle": the same steps, the same figures.
  it("runs an order's lifecycle: reserve, ship part, ship the rest, take one serial back", async () => {
    const { locationId: root } = await warehouseRoot(t.db, actor.orgId, main);
    const phone = serial(170);
    const paper = product(170);
    // Phones at ¥3,000.00; paper 4 at ¥2.00 and 6 at ¥3.00 (10 worth ¥26.00, ¥2.60 each).
    await api.receipt({
      warehouseId: main,
      lines: [
        {
          itemKind: 'product',
          itemId: phone,
          quantity: '3',
          unitPrice: 300_000,
          serials: ['LC-PH-1', 'LC-PH-2', 'LC-PH-3'],
        },
        { itemKind: 'product', itemId: paper, quantity: '4', unitPrice: 200 },
      ],
    });
    await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: paper, quantity: '6', unitPrice: 300 }],
    });
    // 1. The order reserves its two lines in one call.
    const held = await reserveStockLines(t.db, actor, [
      { ...order(1), warehouseId: main, itemKind: 'product', itemId: phone, quantity: '3' },
      { ...order(2), warehouseId: main, itemKind: 'product', itemId: paper, quantity: '5' },
    ]);
    expect(shipped(held)).toEqual([
      ['reserved', 3, 0, 0],
      ['reserved', 5, 0, 0],
    ]);
    expect(await stockAt(root, phone)).toEqual({ onHand: 3, reserved: 3 });
    expect(await stockAt(root, paper)).toEqual({ onHand: 10, reserved: 5 });
    // 2. The first shipment: two phones by serial, 3 of the paper; the rest stays held.
    const first = await consumeStockLines(
      t.db,
      actor,
      [
        { ...order(1), serials: ['LC-PH-1', 'LC-PH-2'] },
        { ...order(2), quantity: '3' },
      ],
      { documentNo: 'FH-0001' },
    );
    expect(shipped(first)).toEqual([
      ['reserved', 3, 2, 0],
      ['reserved', 5, 3, 0],
    ]);
    expect(await stockAt(root, phone)).toEqual({ onHand: 1, reserved: 1 });
    expect(await stockAt(root, paper)).toEqual({ onHand: 7, reserved: 2 });
    // Each line's cost so far: what its moves carried out at the moving average.
    expect(costs(first)).toEqual([
      [600_000, 600_000, 0],
      [780, 780, 0],
    ]);
    // 3. The second shipment ships the rest: the last phone, and whatever line 2 still holds.
    const rest = await consumeStockLines(t.db, actor, [{ ...order(1), serials: ['LC-PH-3'] }, order(2)], {
      documentNo: 'FH-0002',
    });
    expect(shipped(rest)).toEqual([
      ['consumed', 3, 3, 0],
      ['consumed', 5, 5, 0],
    ]);
    expect(await stockAt(root, phone)).toEqual({ onHand: 0, reserved: 0 });
    expect(await stockAt(root, paper)).toEqual({ onHand: 5, reserved: 0 });
    expect(costs(rest)).toEqual([
      [300_000, 900_000, 0],
      [520, 1300, 0],
    ]);
    // 4. The customer returns one phone: it comes back into the warehouse, keyed to line 1.
    const back = await returnStockLines(t.db, actor, [{ ...order(1), serials: ['LC-PH-2'] }], {
      documentNo: 'TH-0001',
    });
    expect(shipped(back)).toEqual([['consumed', 3, 3, 1]]);
    // It comes back at the cost it went out with.
    expect(costs(back)).toEqual([[300_000, 900_000, 300_000]]);
    expect(await stockAt(root, phone)).toEqual({ onHand: 1, reserved: 0 });
    const where = await api.send('GET', '/erp/stock/serial/LC-PH-2');
    expect(where.body.data[0]).toMatchObject({ locationName: '主仓库' });
    expect(where.body.data[0].moves.map((move: { documentNo: string }) => move.documentNo).sort()).toEqual(
      expect.arrayContaining(['FH-0001', 'TH-0001']),
    );
    // The same serial again, or one line 1 never shipped back: refused.
    await expect(
      returnStockLines(t.db, actor, [{ ...order(1), serials: ['LC-PH-2'] }]),
    ).rejects.toMatchObject({ status: 400, messageKey: 'stock.serialNotShipped' });
    await expect(returnStockLines(t.db, actor, [{ ...order(2), quantity: '6' }])).rejects.toMatchObject({
      status: 400,
      messageKey: 'stock.returnBeyondShipped',
      params: { line: 2, shipped: '5' },
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('holds what the warehouse has in its root and bins, ships from a named bin, never more than a line holds or shipped', async () => {
    const admin = stockClient(t.app, await loginAs(t.app, 'admin'));
    const bin = (await admin.send('POST', `/erp/stock/warehouse/${main}/bins`, { name: 'API-01' })).body.data;
    const { locationId: root } = await warehouseRoot(t.db, actor.orgId, main);
    const item = product(171);
    await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: item, quantity: '2', unitPrice: 200 }],
    });
    const intoBin = await api.receipt({
      warehouseId: main,
      binId: bin.id,
      lines: [{ itemKind: 'product', itemId: item, quantity: '3', unitPrice: 300 }],
    });
    const reserve = (line: number, quantity: string) =>
      reserveStockLines(t.db, actor, [
        { ...order(line), warehouseId: main, itemKind: 'product', itemId: item, quantity },
      ]);
    // Holds count the warehouse's on-hand, root and bins: 2 + 3 can be promised, not 6.
    await expect(reserve(11, '6')).rejects.toMatchObject({
      messageKey: 'stock.shortageProduct',
      params: { location: '主仓库', short: '1' },
    });
    await reserve(11, '5');
    expect(await stockAt(root, item)).toEqual({ onHand: 2, reserved: 5 });
    await expect(reserve(13, '1')).rejects.toMatchObject({ messageKey: 'stock.shortageProduct' });
    // Stock held may not leave the bin: reversing the receipt into it would leave 2 for 5 held.
    const reversal = await admin.send('POST', `/erp/stock/receipt/${intoBin.body.data.id}/reverse`);
    expect(reversal.status).toBe(400);
    expect(reversal.body.msg).toBe(
      `库存不足：商品 ${await itemLabel(t.db, 'product', item)} 在 主仓库 还差 3`,
    );
    await expect(consumeStockLines(t.db, actor, [{ ...order(11), quantity: '6' }])).rejects.toMatchObject({
      status: 400,
      messageKey: 'stock.consumeBeyondHold',
      params: { line: 11, held: '5' },
    });
    // The picker took one from the bin: the hold at the root shrinks, the bin's stock goes, at
    // the bin's own average (¥3.00, not the root's ¥2.00).
    const [picked] = await consumeStockLines(t.db, actor, [{ ...order(11), quantity: '1', binId: bin.id }]);
    expect(Number(picked!.cost)).toBe(300);
    expect(await stockAt(root, item)).toEqual({ onHand: 2, reserved: 4 });
    expect(await stockAt(bin.id, item)).toEqual({ onHand: 2, reserved: 0 });
    // Each place ships only what it has: the root has 2.
    await expect(consumeStockLines(t.db, actor, [{ ...order(11), quantity: '3' }])).rejects.toMatchObject({
      messageKey: 'stock.shortageProduct',
      params: { location: '主仓库', short: '1' },
    });
    // A count in the bin is a fact: 1 found of 2 leaves 3 in the warehouse for 4 held.
    const counted = await api.count({
      warehouseId: main,
      binId: bin.id,
      lines: [{ itemKind: 'product', itemId: item, countedQuantity: '1' }],
    });
    expect(counted.status).toBe(200);
    expect((await reservationsOf(t.db, actor.orgId, 'apiTestOrder', [11]))[0]!.uncovered).toBe('1.0000');
    await api.receipt({
      warehouseId: main,
      binId: bin.id,
      lines: [{ itemKind: 'product', itemId: item, quantity: '1', unitPrice: 300 }],
    });
    expect((await reservationsOf(t.db, actor.orgId, 'apiTestOrder', [11]))[0]!.uncovered).toBe('0.0000');
    // The rest is released; what was shipped stays on the line, and only that can come back.
    const [released] = await releaseStockLines(t.db, actor, [order(11), order(99)]);
    expect(shipped([released!])).toEqual([['released', 5, 1, 0]]);
    await expect(consumeStockLines(t.db, actor, [order(11)])).rejects.toMatchObject({
      messageKey: 'stock.reservationReleased',
    });
    await expect(returnStockLines(t.db, actor, [{ ...order(11), quantity: '2' }])).rejects.toMatchObject({
      messageKey: 'stock.returnBeyondShipped',
    });
    await returnStockLines(t.db, actor, [{ ...order(11), quantity: '1', binId: bin.id }]);
    expect(await stockAt(bin.id, item)).toEqual({ onHand: 3, reserved: 0 });
    expect(await stockAt(root, item)).toEqual({ onHand: 2, reserved: 0 });
    expect(await checkLedger(t.db)).toEqual([]);
    // The check proves holds sit at the root (and count root and bins for uncovered marks).
    await reserve(14, '1');
    const [hold] = await reservationsOf(t.db, actor.orgId, 'apiTestOrder', [14]);
    await t.db
      .update(stockReservations)
      .set({ locationId: bin.id })
      .where(eq(stockReservations.id, hold!.id));
    expect(await checkLedger(t.db)).toContainEqual(
      expect.objectContaining({
        what: 'reserved',
        subject: `reservation ${hold!.id}`,
        expected: 'a warehouse root',
        actual: 'a bin',
      }),
    );
    await t.db.update(stockReservations).set({ locationId: root }).where(eq(stockReservations.id, hold!.id));
    await releaseStockLines(t.db, actor, [order(14)]);
    expect(await checkLedger(t.db)).toEqual([]);

    // A serial-tracked line ships by serial, as many as the quantity, serials that are there.
    const phone = serial(171);
    await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: phone, quantity: '2', serials: ['LC-S-1', 'LC-S-2'] }],
    });
    await reserveStockLines(t.db, actor, [
      { ...order(12), warehouseId: main, itemKind: 'product', itemId: phone, quantity: '2' },
    ]);
    await expect(consumeStockLines(t.db, actor, [{ ...order(12), quantity: '1' }])).rejects.toMatchObject({
      messageKey: 'stock.serialRequired',
    });
    await expect(
      consumeStockLines(t.db, actor, [{ ...order(12), quantity: '2', serials: ['LC-S-1'] }]),
    ).rejects.toMatchObject({ messageKey: 'stock.lineSerialCount', params: { count: 1, quantity: '2' } });
    await expect(
      consumeStockLines(t.db, actor, [{ ...order(12), serials: ['LC-S-9'] }]),
    ).rejects.toMatchObject({
      messageKey: 'stock.serialNotThere',
      params: { serial: 'LC-S-9', location: '主仓库' },
    });
    await expect(
      consumeStockLines(t.db, actor, [
        { ...order(12), quantity: '1' },
        { ...order(12), serials: ['LC-S-1'] },
      ]),
    ).rejects.toMatchObject({ messageKey: 'stock.reservationLineRepeated' });
    await expect(consumeStockLines(t.db, actor, [order(13)])).rejects.toMatchObject({ status: 404 });
    await consumeStockLines(t.db, actor, [{ ...order(12), serials: ['LC-S-1'] }]);
    await expect(
      returnStockLines(t.db, actor, [{ ...order(12), serials: ['LC-S-2'] }]),
    ).rejects.toMatchObject({
      messageKey: 'stock.serialNotShipped',
    });
    expect(await checkLedger(t.db)).toEqual([]);

    // The ledger check proves each hold shipped no more than it reserved, nor got more back.
    const [row] = await reservationsOf(t.db, actor.orgId, 'apiTestOrder', [12]);
    await t.db.update(stockReservations).set({ returned: '2' }).where(eq(stockReservations.id, row!.id));
    expect(await checkLedger(t.db)).toMatchObject([
      { what: 'shipped', subject: `reservation ${row!.id} returned`, expected: '1.0000', actual: '2.0000' },
    ]);
    await t.db.update(stockReservations).set({ returned: '0' }).where(eq(stockReservations.id, row!.id));
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
