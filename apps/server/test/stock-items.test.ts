import { formatBusinessDate } from '@atrium/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fittings, products } from '../src/modules/catalogue/catalogue.tables.js';
import { stockMoves } from '../src/modules/stock/stock.tables.js';
import { checkLedger } from '../src/modules/stock/stock-ledger-check.js';
import { reserveStock } from '../src/modules/stock/stock-reservations.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { itemLabel, itemPicker, stockClient, untouchedItems, warehouseId } from './stock-kit.js';

/** Stock stands on the catalogue: live items only, serials exactly for serial-tracked products, labels on every page. */
let t: TestApp;
let api: ReturnType<typeof stockClient>;
let admin: ReturnType<typeof stockClient>;
let orgId: number;
/** A phone: a (serial-tracked) product counted in 台, whole numbers only. */
let wholeProduct: number;
let main: number;
let product: (n: number) => number;
let serial: (n: number) => number;
let fitting: (n: number) => number;

beforeAll(async () => {
  t = await buildTestApp();
  api = stockClient(t.app, await loginAs(t.app, 'warehouse'));
  admin = stockClient(t.app, await loginAs(t.app, 'admin'));
  main = await warehouseId(t.db, 'WH-MAIN');
  const items = await untouchedItems(t.db);
  orgId = items.orgId;
  // From the end of the list, so it is none of the items product(n) hands out.
  const [inTai] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, items.serial), eq(products.unit, '台')))
    .orderBy(desc(products.id))
    .limit(1);
  wholeProduct = inTai!.id;
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
    expect(await ids(`documentKind=receipt&documentId=${body.data.id}`)).toEqual(['receipt']);
    // One document is named by its kind and id: an id alone is refused on the kind.
    const idAlone = await api.moves(`documentId=${body.data.id}`);
    expect(idAlone.status).toBe(400);
    expect(idAlone.body.data.fieldErrors[0]).toMatchObject({
      path: 'documentKind',
      message: '按单据查询库存变动时须同时给出单据类型',
    });
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

describe('units of measure', () => {
  /** The demo organization's unit by name, as its list answers it. */
  const unitNamed = async (name: string) =>
    (
      await admin.send('GET', `/erp/catalogue/unit/page?name=${encodeURIComponent(name)}`)
    ).body.data.list.find((unit: { name: string }) => unit.name === name) as {
      id: number;
      version: number;
      decimals: number;
    };
  const setDecimals = async (name: string, decimals: number) => {
    const unit = await unitNamed(name);
    const saved = await admin.send('PUT', `/erp/catalogue/unit/${unit.id}`, {
      version: unit.version,
      decimals,
    });
    expect(saved.status).toBe(200);
  };
  const onHandOf = async (itemKind: 'product' | 'fitting', itemId: number) =>
    (await api.balances(`itemKind=${itemKind}&itemId=${itemId}&warehouseId=${main}&onlyNonZero=false`)).body
      .data.list[0]?.onHand;

  it('refuses 3.5 台 on a receipt, a count and a reservation, naming the line, the item and the unit; nothing changes', async () => {
    const before = await moveCount();
    const label = await itemLabel(t.db, 'product', wholeProduct);
    const receipt = await api.receipt({
      warehouseId: main,
      lines: [
        { itemKind: 'product', itemId: product(7), quantity: '1' },
        { itemKind: 'product', itemId: wholeProduct, quantity: '3.5' },
      ],
    });
    expect(receipt.status).toBe(400);
    expect(receipt.body.msg).toBe(`第 2 行：商品「${label}」的单位「台」只能是整数`);
    expect(receipt.body.data.fieldErrors[0].path).toBe('lines.1.quantity');
    const count = await api.count(
      { warehouseId: main, lines: [{ itemKind: 'product', itemId: wholeProduct, countedQuantity: '3.5' }] },
      { 'accept-language': 'en' },
    );
    expect(count.status).toBe(400);
    expect(count.body.msg).toBe(`Line 1: the product ${label} is counted in 台: whole numbers only.`);
    expect(count.body.data.fieldErrors[0].path).toBe('lines.0.countedQuantity');
    await expect(
      reserveStock(
        t.db,
        { orgId, userId: null },
        {
          documentKind: 'unitTest',
          documentLineId: 1,
          warehouseId: main,
          itemKind: 'product',
          itemId: wholeProduct,
          quantity: '3.5',
        },
      ),
    ).rejects.toMatchObject({
      status: 400,
      messageKey: 'stock.unitProductWhole',
      params: { item: label, unit: '台' },
    });
    expect(await moveCount()).toBe(before);
    expect(await onHandOf('product', product(7))).toBeUndefined();
    expect(await onHandOf('product', wholeProduct)).toBeUndefined();
    // Whole 台 post.
    const whole = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: wholeProduct, quantity: '3', serials: ['U-1', 'U-2', 'U-3'] }],
    });
    expect(whole.status).toBe(200);
  });

  it("posts 2.25 米, refuses what 米 can't hold, and a change of a unit's decimals applies to the next posting", async () => {
    const cable = fitting(20);
    const [row] = await t.db.select().from(fittings).where(eq(fittings.id, cable));
    const moved = await admin.send('PUT', `/erp/catalogue/fitting/${cable}`, {
      version: row!.version,
      unit: '米',
    });
    expect(moved.status).toBe(200);
    const label = await itemLabel(t.db, 'fitting', cable);
    const receive = (quantity: string) =>
      api.receipt({ warehouseId: main, lines: [{ itemKind: 'fitting', itemId: cable, quantity }] });
    expect((await receive('2.25')).status).toBe(200);
    expect((await receive('0.125')).body.msg).toBe(`第 1 行：配件「${label}」的单位「米」最多 2 位小数`);
    const info = await api.send('GET', `/erp/stock/item/info?itemKind=fitting&ids=${cable}`);
    expect(info.body.data[0]).toMatchObject({ unit: '米', unitDecimals: 2 });

    await setDecimals('米', 1);
    expect((await receive('2.25')).body.msg).toBe(`第 1 行：配件「${label}」的单位「米」最多 1 位小数`);
    // A count brings the book (2.25, from before) to a stated 2.2: the 0.05 correction moves.
    const counted = await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'fitting', itemId: cable, countedQuantity: '2.2' }],
    });
    expect(counted.status).toBe(200);
    expect(await onHandOf('fitting', cable)).toBe('2.2');
    await setDecimals('米', 0);
    expect((await receive('0.5')).body.msg).toBe(`第 1 行：配件「${label}」的单位「米」只能是整数`);
    expect((await receive('3')).status).toBe(200);
    await setDecimals('米', 2);
    expect(await onHandOf('fitting', cable)).toBe('5.2');
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
