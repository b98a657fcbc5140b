import { formatBusinessDate } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/modules/catalogue/catalogue.tables.js';
import { stockMoves } from '../src/modules/stock/stock.tables.js';
import { checkLedger } from '../src/modules/stock/stock-ledger-check.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { itemLabel, itemPicker, stockClient, untouchedItems, warehouseId } from './stock-kit.js';

/** Stock stands on the catalogue: live items only, serials exactly for serial-tracked products, labels on every page. */
let t: TestApp;
let api: ReturnType<typeof stockClient>;
let main: number;
let product: (n: number) => number;
let serial: (n: number) => number;
let fitting: (n: number) => number;

beforeAll(async () => {
  t = await buildTestApp();
  api = stockClient(t.app, await loginAs(t.app, 'warehouse'));
  main = await warehouseId(t.db, 'WH-MAIN');
  const items = await untouchedItems(t.db);
  product = itemPicker(items.plain);
  serial = itemPicker(items.serial);
  fitting = itemPicker(items.fittings);
});
afterAll(() => t?.app.close());

const moveCount = async () => (await t.db.select().from(stockMoves)).length;

describe('stock items', () => {
  it('refuses lines naming no live item of the organization, naming the line, and changes nothing', async () => {
    const before = await moveCount();
    const [deleted] = await t.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, product(1)))
      .returning({ id: products.id });
    const refused = await api.receipt({
      warehouseId: main,
      lines: [
        { itemKind: 'product', itemId: product(2), quantity: '1' },
        { itemKind: 'product', itemId: deleted!.id, quantity: '1' },
      ],
    });
    expect(refused.status).toBe(400);
    // No screen names an internal id: a deleted item by its label (still readable), an unknown one by its line.
    expect(refused.body.msg).toBe(`第 2 行：商品「${await itemLabel(t.db, 'product', deleted!.id)}」已删除`);
    expect(refused.body.data.fieldErrors[0].path).toBe('lines.1.itemId');
    const unknownFitting = await api.count(
      { warehouseId: main, lines: [{ itemKind: 'fitting', itemId: 999_999, countedQuantity: '1' }] },
      { 'accept-language': 'en' },
    );
    expect(unknownFitting.body.msg).toBe('Line 1: the fitting does not exist.');
    expect(await moveCount()).toBe(before);
  });

  it('makes serial-tracked products carry one serial per unit in and out, and other items none', async () => {
    const phone = serial(1);
    const phoneLabel = await itemLabel(t.db, 'product', phone);
    const without = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: phone, quantity: '2' }],
    });
    expect(without.status).toBe(400);
    expect(without.body.msg).toBe(`第 1 行：${phoneLabel} 按序列号管理，请逐件填写序列号`);
    const tooFew = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: phone, quantity: '2', serials: ['T-1'] }],
    });
    expect(tooFew.body.msg).toBe('第 1 行：序列号个数（1）与数量（2）不一致');
    for (const [itemKind, itemId] of [
      ['product', product(3)],
      ['fitting', fitting(1)],
    ] as const) {
      const refused = await api.receipt({
        warehouseId: main,
        lines: [{ itemKind, itemId, quantity: '1', serials: ['T-9'] }],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(
        `第 1 行：${await itemLabel(t.db, itemKind, itemId)} 不按序列号管理，不能填写序列号`,
      );
    }
    const received = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: phone, quantity: '3', serials: ['T-1', 'T-2', 'T-3'] }],
    });
    expect(received.status).toBe(200);
    // A count of a serial-tracked product lists the serials found: T-3 is missing, T-4 turned up.
    const noSerials = await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: phone, countedQuantity: '3' }],
    });
    expect(noSerials.body.msg).toBe(`第 1 行：${phoneLabel} 按序列号管理，请逐件填写序列号`);
    const counted = await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: phone, countedQuantity: '3', serials: ['T-1', 'T-2', 'T-4'] }],
    });
    expect(counted.status).toBe(200);
    expect(counted.body.data.lines[0]).toMatchObject({
      previousQuantity: '3',
      quantity: '3',
      itemLabel: phoneLabel,
    });
    expect(counted.body.data.moveCount).toBe(2);
    expect((await api.send('GET', '/erp/stock/serial/T-3')).body.data[0]).toMatchObject({
      locationKind: 'adjustment',
      itemLabel: phoneLabel,
    });
    expect((await api.send('GET', '/erp/stock/serial/T-4')).body.data[0].locationName).toBe('主仓库');
    // Counting it to zero takes an empty list.
    const emptied = await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: phone, countedQuantity: '0', serials: [] }],
    });
    expect(emptied.body.data.moveCount).toBe(3);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('answers labels, warehouse names and who posted on documents, balances and moves', async () => {
    const item = product(4);
    const label = await itemLabel(t.db, 'product', item);
    const { body } = await api.receipt({
      warehouseId: main,
      remark: '标签',
      lines: [{ itemKind: 'product', itemId: item, quantity: '5' }],
    });
    expect(body.data).toMatchObject({
      warehouseName: '主仓库',
      binName: '',
      postedByName: expect.any(String),
    });
    expect(body.data.postedByName).not.toBe('');
    expect(body.data.lines[0].itemLabel).toBe(label);
    const page = await api.send('GET', `/erp/stock/receipt/page?warehouseId=${main}`);
    expect(page.body.data.list[0]).toMatchObject({ id: body.data.id, postedByName: body.data.postedByName });
    const balances = await api.balances(`keyword=${encodeURIComponent(label.split(' ')[0]!)}`);
    expect(balances.body.data.list).toEqual([
      expect.objectContaining({ itemId: item, itemLabel: label, warehouseName: '主仓库', onHand: '5' }),
    ]);
    const moves = await api.moves(`itemKind=product&itemId=${item}`);
    expect(moves.body.data.list[0]).toMatchObject({ itemLabel: label, postedByName: body.data.postedByName });
  });

  it('filters moves by warehouse, document kind, document and business day', async () => {
    const item = product(5);
    const { body } = await api.receipt({
      warehouseId: main,
      effectiveAt: '2026-01-05 10:00:00',
      lines: [{ itemKind: 'product', itemId: item, quantity: '4' }],
    });
    await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: item, countedQuantity: '3' }],
    });
    const ids = async (query: string) =>
      (await api.moves(`itemKind=product&itemId=${item}&${query}`)).body.data.list.map(
        (move: { documentKind: string }) => move.documentKind,
      );
    expect(await ids('')).toEqual(['count', 'receipt']);
    expect(await ids('documentKind=receipt')).toEqual(['receipt']);
    expect(await ids(`documentId=${body.data.id}`)).toEqual(['receipt']);
    expect(await ids('effectiveFrom=2026-01-05&effectiveTo=2026-01-05')).toEqual(['receipt']);
    const today = formatBusinessDate(new Date());
    expect(await ids(`effectiveFrom=${today}`)).toEqual(['count']);
    expect(await ids(`warehouseId=${await warehouseId(t.db, 'WH-EAST')}`)).toEqual([]);
    // Without an item: every move of the kind, e.g. all counts of the day.
    const counts = await api.moves(`documentKind=count&effectiveFrom=${today}`);
    expect(
      counts.body.data.list.every((move: { documentKind: string }) => move.documentKind === 'count'),
    ).toBe(true);
    expect((await api.moves('documentKind=bad kind')).status).toBe(400);
  });

  it("answers the items' label and serial tracking for a document's lines, and warehouses to pick", async () => {
    const info = await api.send(
      'GET',
      `/erp/stock/item/info?itemKind=product&ids=${serial(9)},${product(9)},999999`,
    );
    expect(info.body.data).toEqual([
      expect.objectContaining({ itemId: serial(9), serialTracked: true }),
      expect.objectContaining({ itemId: product(9), serialTracked: false }),
    ]);
    const options = await api.send('GET', '/erp/common/reference/warehouse/options?keyword=WH-EAST');
    expect(options.body.data).toEqual([{ id: await warehouseId(t.db, 'WH-EAST'), label: '华东仓' }]);
  });

  it('lists zero balances on request', async () => {
    const item = product(6);
    await api.receipt({ warehouseId: main, lines: [{ itemKind: 'product', itemId: item, quantity: '1' }] });
    await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: item, countedQuantity: '0' }],
    });
    expect((await api.balances(`itemKind=product&itemId=${item}`)).body.data.total).toBe(0);
    const all = await api.balances(`itemKind=product&itemId=${item}&onlyNonZero=false`);
    expect(all.body.data.list).toEqual([expect.objectContaining({ onHand: '0', available: '0' })]);
  });

  it('refuses deleting an item with stock or stock history, naming it, and deletes one never stocked', async () => {
    const admin = stockClient(t.app, await loginAs(t.app, 'admin'));
    const versionOf = async (kind: 'product' | 'fitting', id: number) =>
      (await admin.send('GET', `/erp/catalogue/${kind}/${id}`)).body.data.version as number;
    const countAtMain = (itemId: number, countedQuantity: string) =>
      api.count({ warehouseId: main, lines: [{ itemKind: 'product', itemId, countedQuantity }] });
    const stocked = product(20);
    const held = fitting(20);
    const emptied = product(21);
    const kept = [
      ['product', stocked],
      ['fitting', held],
      ['product', emptied],
    ] as const;
    for (const [itemKind, itemId] of kept) {
      const posted = await api.receipt({ warehouseId: main, lines: [{ itemKind, itemId, quantity: '2' }] });
      expect(posted.status).toBe(200);
    }
    // Counted out to zero: no stock, but history, so still refused.
    expect((await countAtMain(emptied, '0')).status).toBe(200);
    const refused = await admin.send(
      'DELETE',
      `/erp/catalogue/product/${stocked}?version=${await versionOf('product', stocked)}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      `商品「${await itemLabel(t.db, 'product', stocked)}」仍有库存或库存记录，不能删除；不再销售请将其下架`,
    );
    const refusedEn = await admin.send(
      'DELETE',
      `/erp/catalogue/fitting/${held}?version=${await versionOf('fitting', held)}`,
      undefined,
      { 'accept-language': 'en' },
    );
    expect(refusedEn.body.msg).toBe(
      `The fitting "${await itemLabel(t.db, 'fitting', held)}" has stock or stock history and cannot be deleted; disable it instead.`,
    );
    const historyOnly = await admin.send(
      'DELETE',
      `/erp/catalogue/product/${emptied}?version=${await versionOf('product', emptied)}`,
    );
    expect(historyOnly.status).toBe(400);
    // Nothing changed: all three are live, their stock still counts.
    for (const [kind, id] of kept)
      expect((await admin.send('GET', `/erp/catalogue/${kind}/${id}`)).status).toBe(200);
    expect((await countAtMain(stocked, '1')).status).toBe(200);
    const never = product(22);
    const deleted = await admin.send(
      'DELETE',
      `/erp/catalogue/product/${never}?version=${await versionOf('product', never)}`,
    );
    expect(deleted.status).toBe(200);
  });
});
