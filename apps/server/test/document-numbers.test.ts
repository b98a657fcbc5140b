// On PGlite too: numbers are allocated under the counter row's lock, which must serialize concurrent documents on both databases (on PostgreSQL each request takes its own pooled connection: a real race).
import { readFile } from 'node:fs/promises';
import { formatBusinessDate } from '@atrium/contract';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { stockDocuments, stockMoves } from '../src/modules/stock/stock.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { defineDocumentKind } from '../src/platform/document-numbers/document-kind.js';
import { documentNumberCounters } from '../src/platform/document-numbers/document-numbers.tables.js';
import { nextDocumentNumber } from '../src/platform/document-numbers/next-document-number.js';
import { auditEntries, buildTestApp, loginAs, type TestApp } from './harness.js';
import { itemPicker, stockClient, untouchedItems, warehouseId } from './stock-kit.js';

let t: TestApp;
let orgId: number;
let api: ReturnType<typeof stockClient>;
let admin: ReturnType<typeof stockClient>;
let main: number;
let product: (n: number) => number;
let serialProduct: (n: number) => number;

beforeAll(async () => {
  t = await buildTestApp();
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  orgId = demo!.id;
  const items = await untouchedItems(t.db);
  product = itemPicker(items.plain);
  serialProduct = itemPicker(items.serial);
  api = stockClient(t.app, await loginAs(t.app, 'warehouse'));
  admin = stockClient(t.app, await loginAs(t.app, 'admin'));
  main = await warehouseId(t.db, 'WH-MAIN');
});
afterAll(() => t?.app.close());

const today = () => formatBusinessDate(new Date()).replaceAll('-', '');
const receipt = async (itemId: number, extra: object = {}) => {
  const response = await api.receipt({
    warehouseId: main,
    lines: [{ itemKind: 'product', itemId, quantity: '1' }],
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as { id: number; documentNo: string };
};
/** RK20261127-0042 → its series stem (RK20261127-) and sequence (42). */
const parts = (number: string) => {
  const match = /^([A-Z]+(?:\d+-)?)(\d+)$/.exec(number)!;
  return { stem: match[1]!, sequence: Number(match[2]) };
};
const pattern = (prefix: string, datePart: string, width: number, restart: string) => ({
  prefix,
  datePart,
  width,
  restart,
});

describe('document numbers', () => {
  it('numbers the demo documents, and the migration’s backfill numbers them the same way', async () => {
    const numbered = () =>
      t.db
        .select({ id: stockDocuments.id, documentNo: stockDocuments.documentNo })
        .from(stockDocuments)
        .orderBy(stockDocuments.id);
    // The stock documents' moves: a sale order's shipments (document kind saleOrder), a transfer
    // order's moves and a repair's fittings and swapped units (repair, repairSwap) are numbered by
    // their own documents, long after this backfill.
    const moveNumbers = () =>
      t.db
        .select({ id: stockMoves.id, documentNo: stockMoves.documentNo })
        .from(stockMoves)
        .where(notInArray(stockMoves.documentKind, ['saleOrder', 'transferOrder', 'repair', 'repairSwap']))
        .orderBy(stockMoves.id);
    // The stock documents' series (the demo's approvals number theirs too: SP…, not backfilled).
    const counters = async () =>
      (
        await t.db
          .select({ series: documentNumberCounters.series, lastValue: documentNumberCounters.lastValue })
          .from(documentNumberCounters)
          .orderBy(documentNumberCounters.orgId, documentNumberCounters.series)
      ).filter((counter) => /^(RK|CX|PD):/.test(counter.series));
    const documents = await numbered();
    expect(documents.length).toBeGreaterThan(5);
    expect(documents.filter((row) => !/^(RK|CX|PD)\d{8}-\d{4}$/.test(row.documentNo))).toEqual([]);
    expect(new Set(documents.map((row) => row.documentNo)).size).toBe(documents.length);
    const moves = await moveNumbers();
    expect(moves.filter((move) => move.documentNo === '')).toEqual([]);
    const allMoves = await t.db.select({ documentNo: stockMoves.documentNo }).from(stockMoves);
    expect(allMoves.filter((move) => move.documentNo === '')).toEqual([]);
    const countersBefore = await counters();
    // Every counter stands at its series' last number.
    for (const counter of countersBefore) {
      const [prefix, , day] = counter.series.split(':');
      const last = documents
        .filter((row) => row.documentNo.startsWith(`${prefix}${day}-`))
        .map((row) => parts(row.documentNo).sequence);
      expect(Math.max(...last), counter.series).toBe(counter.lastValue);
    }

    // Forget the numbers (as before the migration) and run the migration's hand-written backfill:
    // it gives the same numbers and counters as the service did when the demo data was posted.
    await t.db.execute(sql`update ${stockDocuments} set document_no = ''`);
    await t.db.execute(sql`update ${stockMoves} set document_no = ''`);
    await t.db.delete(documentNumberCounters).where(ne(documentNumberCounters.orgId, -1));
    const migration = await readFile(
      new URL('../drizzle/0043_document_numbers.sql', import.meta.url),
      'utf8',
    );
    const handWritten = migration.slice(migration.indexOf('-- hand-written:'));
    for (const statement of handWritten.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    expect(await numbered()).toEqual(documents);
    expect(await moveNumbers()).toEqual(moves);
    expect(await counters()).toEqual(countersBefore);
  });

  it('formats each restart period on the business clock (allocated in the caller’s transaction)', async () => {
    // 2026-11-27 23:30 in China is 15:30 UTC; 16:30 UTC is already the 28th there.
    const at = (iso: string) => new Date(iso);
    const allocate = (kind: ReturnType<typeof defineDocumentKind>, when: string) =>
      t.db.transaction((tx) => nextDocumentNumber(tx, orgId, kind, at(when)));
    const kind = (name: string, prefix: string, datePart: string, width: number, restart: string) =>
      defineDocumentKind({
        name,
        label: { 'zh-CN': name, en: name },
        defaultPattern: pattern(prefix, datePart, width, restart) as never,
      });

    const daily = kind('testDaily', 'TD', 'yyyyMMdd', 4, 'day');
    expect(await allocate(daily, '2026-11-27T15:30:00Z')).toBe('TD20261127-0001');
    expect(await allocate(daily, '2026-11-27T15:59:59Z')).toBe('TD20261127-0002');
    expect(await allocate(daily, '2026-11-27T16:30:00Z')).toBe('TD20261128-0001');

    const monthly = kind('testMonthly', 'TM', 'yyyyMMdd', 3, 'month');
    expect(await allocate(monthly, '2026-11-27T02:00:00Z')).toBe('TM20261127-001');
    expect(await allocate(monthly, '2026-11-29T02:00:00Z')).toBe('TM20261129-002');
    expect(await allocate(monthly, '2026-11-30T16:00:00Z')).toBe('TM20261201-001');

    const yearly = kind('testYearly', 'TY', 'yyyyMM', 5, 'year');
    expect(await allocate(yearly, '2026-03-01T02:00:00Z')).toBe('TY202603-00001');
    expect(await allocate(yearly, '2026-12-31T02:00:00Z')).toBe('TY202612-00002');
    expect(await allocate(yearly, '2026-12-31T16:00:00Z')).toBe('TY202701-00001');

    const never = kind('testNever', 'TN', 'none', 2, 'never');
    for (let n = 1; n <= 9; n++) await allocate(never, '2026-01-01T02:00:00Z');
    expect(await allocate(never, '2027-06-01T02:00:00Z')).toBe('TN10');
    // The sequence outgrows its width rather than wrapping.
    expect(await allocate(never, '2030-06-01T02:00:00Z')).toBe('TN11');

    const neverDated = kind('testNeverDated', 'TX', 'yyyy', 4, 'never');
    expect(await allocate(neverDated, '2026-06-01T02:00:00Z')).toBe('TX2026-0001');
    expect(await allocate(neverDated, '2027-06-01T02:00:00Z')).toBe('TX2027-0002');
  });

  it('gives 100 parallel receipts 100 distinct consecutive numbers', async () => {
    const before = await receipt(product(1));
    const posted = await Promise.all(Array.from({ length: 100 }, () => receipt(product(1))));
    const numbers = posted.map((document) => document.documentNo);
    expect(new Set(numbers).size).toBe(100);
    // Consecutive after the one before (a business day may turn over mid-run: then from 1 again).
    const sorted = [before.documentNo, ...numbers]
      .map(parts)
      .sort((a, b) => (a.stem === b.stem ? a.sequence - b.sequence : a.stem.localeCompare(b.stem)));
    for (const [index, number] of sorted.entries()) {
      if (index === 0) continue;
      const previous = sorted[index - 1]!;
      expect(number.sequence).toBe(number.stem === previous.stem ? previous.sequence + 1 : 1);
    }
    expect(before.documentNo).toMatch(/^RK\d{8}-\d{4}$/);
  });

  it('takes no number for a document that is refused after allocating one', async () => {
    const serial = `DN-${Date.now()}`;
    const first = await receipt(serialProduct(1), {
      lines: [{ itemKind: 'product', itemId: serialProduct(1), quantity: '1', serials: [serial] }],
    });
    // The same serial again is refused by the ledger, after the document took its number: rolled back.
    const refused = await api.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: serialProduct(1), quantity: '1', serials: [serial] }],
    });
    expect(refused.status).toBe(400);
    const next = await receipt(product(2));
    expect(parts(next.documentNo)).toEqual({
      stem: parts(first.documentNo).stem,
      sequence: parts(first.documentNo).sequence + 1,
    });

    // A second reversal of one receipt is refused: its CX number goes back too.
    const reversal = await api.reverse(next.id);
    expect(reversal.status).toBe(200);
    expect((await api.reverse(next.id)).status).toBe(400);
    const another = await api.reverse((await receipt(product(2))).id);
    expect(parts(another.body.data.documentNo).sequence).toBe(
      parts(reversal.body.data.documentNo).sequence + 1,
    );
    expect(reversal.body.data.documentNo).toMatch(/^CX\d{8}-\d{4}$/);
    expect(reversal.body.data.reversesDocumentNo).toBe(next.documentNo);
  });

  it('shows the number in the lists, the keyword filter, the moves, the serial lookup and the audit', async () => {
    const serial = `DN-SHOW-${Date.now()}`;
    const posted = await receipt(serialProduct(2), {
      remark: '编号展示',
      lines: [{ itemKind: 'product', itemId: serialProduct(2), quantity: '1', serials: [serial] }],
    });
    const reversal = (await api.reverse(posted.id)).body.data as { id: number; documentNo: string };

    const page = await api.send('GET', `/erp/stock/receipt/page?pageSize=50&keyword=${posted.documentNo}`);
    const rows = page.body.data.list as {
      id: number;
      documentNo: string;
      reversedByNo: string;
      reversesDocumentNo: string;
    }[];
    expect(rows.map((row) => row.documentNo)).toEqual([posted.documentNo]);
    expect(rows[0]!.reversedByNo).toBe(reversal.documentNo);
    const reversalRow = await api.send('GET', `/erp/stock/receipt/page?keyword=${reversal.documentNo}`);
    expect(reversalRow.body.data.list[0]).toMatchObject({
      id: reversal.id,
      reversesDocumentNo: posted.documentNo,
    });
    // Part of a number (its sequence) finds it as well; a count's number is not among receipts.
    const tail = posted.documentNo.slice(-6);
    const byTail = await api.send('GET', `/erp/stock/receipt/page?pageSize=100&keyword=${tail}`);
    expect(byTail.body.data.list.map((row: { id: number }) => row.id)).toContain(posted.id);

    const detail = await api.send('GET', `/erp/stock/receipt/${posted.id}`);
    expect(detail.body.data.documentNo).toBe(posted.documentNo);

    const moves = await api.moves(`documentKind=receipt&documentId=${posted.id}`);
    expect(moves.body.data.list.map((move: { documentNo: string }) => move.documentNo)).toEqual([
      posted.documentNo,
    ]);
    const lookup = await api.send('GET', `/erp/stock/serial/${serial}`);
    expect(lookup.body.data[0].moves.map((move: { documentNo: string }) => move.documentNo)).toEqual([
      posted.documentNo,
      reversal.documentNo,
    ]);

    const [entry] = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'stock.receipt'), eq(auditLog.entityId, String(posted.id))),
    );
    expect(entry!.after).toMatchObject({ documentNo: posted.documentNo });

    const count = await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: product(3), countedQuantity: '2' }],
    });
    expect(count.body.data.documentNo).toMatch(new RegExp(`^PD${today()}-\\d{4}$`));
    const counts = await api.send('GET', `/erp/stock/count/page?keyword=${count.body.data.documentNo}`);
    expect(counts.body.data.list.map((row: { id: number }) => row.id)).toEqual([count.body.data.id]);
    const countMoves = await api.moves(`documentKind=count&documentId=${count.body.data.id}`);
    expect(countMoves.body.data.list[0].documentNo).toBe(count.body.data.documentNo);
  });

  it('lets an administrator change a pattern with a live preview; numbers never repeat', async () => {
    const list = await admin.send('GET', '/erp/system/documentNumber/list');
    expect(list.status).toBe(200);
    const settings = list.body.data as { kind: string; label: string; next: string }[];
    expect(settings.map((setting) => setting.kind)).toEqual(
      expect.arrayContaining(['stockReceipt', 'stockReversal', 'stockCount']),
    );
    const receiptSetting = settings.find((setting) => setting.kind === 'stockReceipt')!;
    expect(receiptSetting.label).toBe('入库单');
    const last = await receipt(product(4));
    const listed = (await admin.send('GET', '/erp/system/documentNumber/list')).body.data.find(
      (setting: { kind: string }) => setting.kind === 'stockReceipt',
    );
    expect(parts(listed.next)).toEqual({
      stem: parts(last.documentNo).stem,
      sequence: parts(last.documentNo).sequence + 1,
    });

    const monthly = pattern('IN', 'yyyyMM', 3, 'month');
    const preview = await admin.send('POST', '/erp/system/documentNumber/stockReceipt/preview', monthly);
    expect(preview.body.data).toEqual({ next: `IN${today().slice(0, 6)}-001` });
    // Nothing was allocated by previewing.
    expect(
      (await admin.send('POST', '/erp/system/documentNumber/stockReceipt/preview', monthly)).body.data.next,
    ).toBe(`IN${today().slice(0, 6)}-001`);

    const refusals: [object, string][] = [
      [pattern('in', 'yyyyMM', 3, 'month'), 'prefix'],
      [pattern('R2', 'yyyyMM', 3, 'month'), 'prefix'],
      [pattern('IN', 'yyyyMM', 3, 'day'), 'restart'],
      [pattern('IN', 'none', 3, 'year'), 'restart'],
      [pattern('IN', 'yyyy', 1, 'year'), 'width'],
      [pattern('PD', 'yyyyMMdd', 4, 'day'), 'prefix'],
    ];
    for (const [body, field] of refusals) {
      const refused = await admin.send('PUT', '/erp/system/documentNumber/stockReceipt', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.data.fieldErrors.map((error: { path: string }) => error.path)).toEqual([field]);
    }
    const taken = await admin.send(
      'PUT',
      '/erp/system/documentNumber/stockReceipt',
      pattern('PD', 'yyyyMMdd', 4, 'day'),
    );
    expect(taken.body.msg).toContain('盘点单');
    expect((await admin.send('PUT', '/erp/system/documentNumber/nothing', monthly)).status).toBe(404);
    expect((await api.send('PUT', '/erp/system/documentNumber/stockReceipt', monthly)).status).toBe(403);

    const saved = await admin.send('PUT', '/erp/system/documentNumber/stockReceipt', monthly);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ kind: 'stockReceipt', pattern: monthly });
    expect((await receipt(product(4))).documentNo).toBe(`IN${today().slice(0, 6)}-001`);
    expect((await receipt(product(4))).documentNo).toBe(`IN${today().slice(0, 6)}-002`);
    const [audit] = await auditEntries(t.db, eq(auditLog.entity, 'documentNumberPattern'));
    expect(audit).toMatchObject({ action: 'update', entityId: 'stockReceipt', after: monthly });

    // Back to the default: the RK series goes on where it stopped, never handing out a number twice.
    const back = await admin.send(
      'PUT',
      '/erp/system/documentNumber/stockReceipt',
      pattern('RK', 'yyyyMMdd', 4, 'day'),
    );
    expect(back.body.data.next).toBe(listed.next);
    expect((await receipt(product(4))).documentNo).toBe(listed.next);
  });
});
