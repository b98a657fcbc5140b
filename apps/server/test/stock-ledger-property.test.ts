// On PGlite too: the stock ledger invariants (balances equal the moves, no negative stock, one place per serial) must hold on both databases.
import { quantityOf, quantityUnits, shareOfFen } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { products } from '../src/modules/catalogue/catalogue.tables.js';
import {
  stockBalances,
  stockLocations,
  stockReservations,
  stockSerials,
} from '../src/modules/stock/stock.tables.js';
import { postCount, postReceipt, reverseReceipt } from '../src/modules/stock/stock-documents.service.js';
import { inPostingTransaction, postLedger } from '../src/modules/stock/stock-ledger.js';
import { checkLedger } from '../src/modules/stock/stock-ledger-check.js';
import { virtualLocationId, warehouseRoot } from '../src/modules/stock/stock-locations.js';
import {
  consumeStockLines,
  releaseStockLines,
  reserveStockLines,
  returnStockLines,
} from '../src/modules/stock/stock-reservations.js';
import { AppError } from '../src/platform/http/app-error.js';
import { buildTestApp, type TestApp } from './harness.js';
import { warehouseId } from './stock-kit.js';

/**
 * Random sequences of receipts, transfers, issues, counts, reversals and multi-line reserves,
 * partial consumes, releases and returns (all lines of a call or none), each quantity
 * within its item's unit (a whole, a 2- and a 3-decimal unit; a finer one is always refused), against a model kept in
 * BigInt units: each posting succeeds exactly when the model says the stock is there, and after
 * each one every balance equals the sum of its moves and every serial is where its last move put it.
 * Counts may find less than is reserved: on-hand never goes below zero, the holds left uncovered
 * are marked (the ledger check proves which), and no later posting takes available further down.
 * Cost: receipts come in at random prices, everything else moves at the moving average of where it
 * leaves (a count's gain at the average where it lands), returns at what they shipped for; every
 * balance's value and each line's shipped and returned cost equal the model's, and reversing a
 * receipt nothing has touched since restores the value it found exactly.
 */
let t: TestApp;
let actor: { orgId: number; userId: number | null };
const warehouses: { id: number; root: number }[] = [];
/** The model's places: the two warehouses' roots (0, 1) and a bin of the first (BIN). */
const places: number[] = [];
const BIN = 2;
let customer: number;

beforeAll(async () => {
  t = await buildTestApp();
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  actor = { orgId: demo!.id, userId: null };
  for (const code of ['WH-MAIN', 'WH-EAST']) {
    const id = await warehouseId(t.db, code);
    warehouses.push({ id, root: (await warehouseRoot(t.db, actor.orgId, id)).locationId });
  }
  const [bin] = await t.db
    .insert(stockLocations)
    .values({
      orgId: actor.orgId,
      kind: 'internal',
      warehouseId: warehouses[0]!.id,
      parentId: warehouses[0]!.root,
      name: 'PROP-BIN',
    })
    .returning({ id: stockLocations.id });
  places.push(warehouses[0]!.root, warehouses[1]!.root, bin!.id);
  customer = await inPostingTransaction(t.db, (tx) => virtualLocationId(tx, actor.orgId, 'customer'));
  for (let n = 1; n <= RUNS; n++) {
    const rows = await t.db
      .insert(products)
      .values(
        [0, 1, 2, SERIAL_ITEM].map((item) => ({
          orgId: actor.orgId,
          sku: `PROP-${n}-${item}`,
          name: `性质测试 ${n}-${item}`,
          categoryId: 0,
          unit: item === SERIAL_ITEM ? '台' : ITEM_UNITS[item]!.name,
          listPrice: 100,
          taxRate: '13',
          serialTracked: item === SERIAL_ITEM,
        })),
      )
      .returning({ id: products.id });
    runItems.set(
      n * 10,
      rows.map((row) => row.id),
    );
  }
});
afterAll(() => t?.app.close());

const SERIAL_ITEM = 3;
const RUNS = 25;
/** Each run's fresh catalogue products by the model's item number (0–2 plain, 3 serial-tracked), by the run's base. */
const runItems = new Map<number, number[]>();
const warehouseIndex = fc.integer({ min: 0, max: 1 });
const plainItem = fc.integer({ min: 0, max: 2 });
/** The plain items' units (demo defaults): whole, 2 and 3 decimals; the serial-tracked one is in 台. */
const ITEM_UNITS = [
  { name: '个', decimals: 0 },
  { name: '米', decimals: 2 },
  { name: '千克', decimals: 3 },
] as const;
/** The smallest quantity an item's unit allows, in units of 1/10^4. */
const stepOf = (item: number) => 10n ** BigInt(4 - ITEM_UNITS[item]!.decimals);
/** A plain item and a quantity its unit allows: 1 to 6 (halves where it takes decimals), or up to 3 in its finest steps. */
const itemQuantity = plainItem.chain((item) =>
  fc
    .oneof(
      fc
        .integer({ min: 1, max: 12 })
        .map((halves) =>
          ITEM_UNITS[item]!.decimals === 0 ? BigInt(halves) * 10_000n : BigInt(halves) * 5000n,
        ),
      fc
        .integer({ min: 1, max: Number(30_000n / stepOf(item)) })
        .map((steps) => BigInt(steps) * stepOf(item)),
    )
    .map((units) => ({ item, quantity: quantityOf(units) })),
);
const itemCommand = <K extends string>(kind: K) =>
  fc.tuple(warehouseIndex, itemQuantity).map(([w, picked]) => ({ kind, w, ...picked }));
/** A purchase price per unit in fen: often a round one, sometimes an odd one that rounds. */
const unitPrice = fc.oneof(fc.constantFrom(0, 100, 250), fc.integer({ min: 1, max: 99_999 }));
const serial = fc.integer({ min: 0, max: 4 });
const documentLineNo = fc.integer({ min: 0, max: 3 });
const documentLines = fc.uniqueArray(documentLineNo, { minLength: 1, maxLength: 3 });

const command = fc.oneof(
  fc.tuple(itemCommand('receipt' as const), unitPrice).map(([c, price]) => ({ ...c, price })),
  // One step finer than the item's unit allows: always refused, nothing posted.
  fc.record({ kind: fc.constant('tooFine' as const), w: warehouseIndex, item: plainItem }),
  fc.record({
    kind: fc.constant('serialReceipt' as const),
    w: warehouseIndex,
    price: unitPrice,
    serials: fc.uniqueArray(serial, { minLength: 1, maxLength: 3 }),
  }),
  itemCommand('transfer' as const),
  // Put away into the first warehouse's bin, back to its root, or shipped from the bin.
  fc
    .tuple(fc.constantFrom('bin' as const, 'root' as const, 'customer' as const), itemQuantity)
    .map(([to, picked]) => ({ kind: 'binMove' as const, to, ...picked })),
  fc.record({ kind: fc.constant('serialTransfer' as const), w: warehouseIndex, serial }),
  itemCommand('issue' as const),
  fc.record({ kind: fc.constant('serialIssue' as const), w: warehouseIndex, serial }),
  itemCommand('count' as const),
  // A count of an item in stock finding more than the book: the gain comes in at the average there.
  fc.record({
    kind: fc.constant('countMore' as const),
    pick: fc.nat(),
    steps: fc.integer({ min: 1, max: 3 }),
  }),
  // A count of an item that is reserved finding little: often below what is held, a loss the
  // count must still post (whole quantities: every item's unit takes them).
  fc.record({
    kind: fc.constant('countHeld' as const),
    pick: fc.nat(),
    quantity: fc.constantFrom('0', '1'),
    // At the first warehouse, counting its bin: the warehouse's on-hand is root and bin together.
    bin: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('reserve' as const),
      lines: fc.uniqueArray(
        fc
          .tuple(warehouseIndex, itemQuantity, documentLineNo)
          .map(([w, picked, line]) => ({ w, ...picked, line })),
        { minLength: 1, maxLength: 3, selector: (line) => line.line },
      ),
    }),
  },
  fc.record({ kind: fc.constant('release' as const), lines: documentLines }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('consume' as const),
      // Lines of the first warehouse ship from its bin.
      bin: fc.boolean(),
      // Per line: all it still holds (null), or that many of its unit's steps.
      lines: fc.uniqueArray(
        fc.record({ line: documentLineNo, steps: fc.option(fc.integer({ min: 1, max: 3 })) }),
        {
          minLength: 1,
          maxLength: 2,
          selector: (line) => line.line,
        },
      ),
    }),
  },
  fc.record({
    kind: fc.constant('return' as const),
    line: documentLineNo,
    steps: fc.integer({ min: 1, max: 3 }),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** What the ledger should hold: on-hand by warehouse index and item, each serial's place. */
/** Where a serial is: a warehouse index or a virtual side (never seen: the supplier's). */
type SerialPlace = number | 'supplier' | 'customer';

interface Model {
  onHand: Map<string, bigint>;
  /** Value in fen by warehouse index and item, and how many changes each has had. */
  value: Map<string, bigint>;
  changes: Map<string, number>;
  /**
   * A serial's warehouse index, or the virtual side it went to. The two sides differ: a serial
   * sold to a customer can't be received from a supplier again (it comes back by a return).
   */
  serialAt: Map<number, SerialPlace>;
  receipts: {
    id: number;
    w: number;
    item: number;
    units: bigint;
    serials: number[];
    reversed: boolean;
    /** Each move's value (one per serial), and the balance before it and its changes count after. */
    values: bigint[];
    before: { units: bigint; value: bigint };
    changesAfter: number;
  }[];
  /** Reserved units by warehouse index and item, and each document line's reservation. */
  reserved: Map<string, bigint>;
  lines: Map<
    number,
    {
      w: number;
      item: number;
      units: bigint;
      consumed: bigint;
      returned: bigint;
      consumedValue: bigint;
      returnedValue: bigint;
      status: 'reserved' | 'released' | 'consumed';
    }
  >;
}

let run = 0;

async function apply(model: Model, base: number, c: Command): Promise<void> {
  const itemId = (item: number) => runItems.get(base)![item]!;
  const serialNo = (n: number) => `R${base}-S${n}`;
  const key = (w: number, item: number) => `${w}:${item}`;
  const have = (w: number, item: number) => model.onHand.get(key(w, item)) ?? 0n;
  const worth = (w: number, item: number) => model.value.get(key(w, item)) ?? 0n;
  const change = (w: number, item: number, units: bigint, value: bigint) => {
    model.onHand.set(key(w, item), have(w, item) + units);
    model.value.set(key(w, item), worth(w, item) + value);
    model.changes.set(key(w, item), (model.changes.get(key(w, item)) ?? 0) + 1);
  };
  /** What `units` carry out of a warehouse (or into it, for a count's gain): its moving average. */
  const average = (w: number, item: number, units: bigint) =>
    shareOfFen(worth(w, item), units, have(w, item));
  /** Moves `units` out of a warehouse (to the other one or away) at its average; answers the value. */
  const carry = (w: number, item: number, units: bigint, to?: number) => {
    const value = average(w, item, units);
    change(w, item, -units, -value);
    if (to !== undefined) change(to, item, units, value);
    return value;
  };
  const held = (w: number, item: number) => model.reserved.get(key(w, item)) ?? 0n;
  const hold = (w: number, item: number, units: bigint) =>
    model.reserved.set(key(w, item), held(w, item) + units);
  /** A warehouse's available: root and bin (the first warehouse's) on-hand less what its root holds. */
  const available = (w: number, item: number) =>
    have(w, item) + (w === 0 ? have(BIN, item) : 0n) - held(w, item);
  const documentLine = (line: number) => ({ documentKind: `run${base}`, documentLineId: line });
  const move = (from: number, to: number, item: number, q: string, serialNo?: string) =>
    inPostingTransaction(t.db, (tx) =>
      postLedger(tx, actor, [
        {
          itemKind: 'product',
          itemId: itemId(item),
          quantity: q,
          fromLocationId: from,
          toLocationId: to,
          serialNo,
          documentKind: 'test',
        },
      ]),
    );
  let expected: boolean;
  let attempt: () => Promise<unknown>;
  let onSuccess: () => void;
  switch (c.kind) {
    case 'receipt': {
      expected = true;
      attempt = async () => {
        const before = { units: have(c.w, c.item), value: worth(c.w, c.item) };
        const document = await postReceipt(t.db, actor, {
          warehouseId: warehouses[c.w]!.id,
          lines: [{ itemKind: 'product', itemId: itemId(c.item), quantity: c.quantity, unitPrice: c.price }],
        });
        const value = (BigInt(c.price) * quantityUnits(c.quantity) * 2n + 10_000n) / 20_000n;
        expect(document.lines[0]!.value).toBe(Number(value));
        change(c.w, c.item, quantityUnits(c.quantity), value);
        model.receipts.push({
          id: document.id,
          w: c.w,
          item: c.item,
          units: quantityUnits(c.quantity),
          serials: [],
          reversed: false,
          values: [value],
          before,
          changesAfter: model.changes.get(key(c.w, c.item))!,
        });
      };
      onSuccess = () => {};
      break;
    }
    case 'tooFine': {
      expected = false;
      attempt = () =>
        postReceipt(t.db, actor, {
          warehouseId: warehouses[c.w]!.id,
          lines: [
            {
              itemKind: 'product',
              itemId: itemId(c.item),
              quantity: quantityOf(stepOf(c.item) / 10n),
              unitPrice: 100,
            },
          ],
        });
      onSuccess = () => {};
      break;
    }
    case 'serialReceipt': {
      expected = c.serials.every((n) => (model.serialAt.get(n) ?? 'supplier') === 'supplier');
      attempt = async () => {
        const before = { units: have(c.w, SERIAL_ITEM), value: worth(c.w, SERIAL_ITEM) };
        const document = await postReceipt(t.db, actor, {
          warehouseId: warehouses[c.w]!.id,
          lines: [
            {
              itemKind: 'product',
              itemId: itemId(SERIAL_ITEM),
              quantity: String(c.serials.length),
              unitPrice: c.price,
              serials: c.serials.map(serialNo),
            },
          ],
        });
        const units = BigInt(c.serials.length) * 10_000n;
        change(c.w, SERIAL_ITEM, units, BigInt(c.price * c.serials.length));
        model.receipts.push({
          id: document.id,
          w: c.w,
          item: SERIAL_ITEM,
          units,
          serials: c.serials,
          reversed: false,
          values: c.serials.map(() => BigInt(c.price)),
          before,
          changesAfter: model.changes.get(key(c.w, SERIAL_ITEM))!,
        });
      };
      onSuccess = () => {
        for (const n of c.serials) model.serialAt.set(n, c.w);
      };
      break;
    }
    case 'transfer':
    case 'issue': {
      const units = quantityUnits(c.quantity);
      expected = have(c.w, c.item) >= units && available(c.w, c.item) >= units;
      const to = c.kind === 'transfer' ? warehouses[1 - c.w]!.root : customer;
      attempt = () => move(warehouses[c.w]!.root, to, c.item, c.quantity);
      onSuccess = () => {
        carry(c.w, c.item, units, c.kind === 'transfer' ? 1 - c.w : undefined);
      };
      break;
    }
    case 'binMove': {
      const units = quantityUnits(c.quantity);
      const [from, to] = c.to === 'bin' ? [0, BIN] : c.to === 'root' ? [BIN, 0] : [BIN, undefined];
      // Within the warehouse its total stays; out of it, no further than its holds allow.
      expected = have(from, c.item) >= units && (to !== undefined || available(0, c.item) >= units);
      attempt = () => move(places[from]!, to === undefined ? customer : places[to]!, c.item, c.quantity);
      onSuccess = () => {
        carry(from, c.item, units, to);
      };
      break;
    }
    case 'serialTransfer':
    case 'serialIssue': {
      expected = model.serialAt.get(c.serial) === c.w;
      const to = c.kind === 'serialTransfer' ? warehouses[1 - c.w]!.root : customer;
      attempt = () => move(warehouses[c.w]!.root, to, SERIAL_ITEM, '1', serialNo(c.serial));
      onSuccess = () => {
        carry(c.w, SERIAL_ITEM, 10_000n, c.kind === 'serialTransfer' ? 1 - c.w : undefined);
        model.serialAt.set(c.serial, c.kind === 'serialTransfer' ? 1 - c.w : 'customer');
      };
      break;
    }
    case 'count':
    case 'countMore':
    case 'countHeld': {
      const keysWhere = (map: Map<string, bigint>) =>
        [...map].filter(([at, units]) => units > 0n && !at.endsWith(`:${SERIAL_ITEM}`)).map(([at]) => at);
      const pickFrom = (keys: string[], pick: number) => keys[pick % Math.max(keys.length, 1)];
      const picked =
        c.kind === 'count'
          ? key(c.w, c.item)
          : pickFrom(keysWhere(c.kind === 'countMore' ? model.onHand : model.reserved), c.pick);
      if (!picked) return;
      const [w0, item] = picked.split(':').map(Number) as [number, number];
      // A count of the bin (picked by its on-hand, or a held item of its warehouse) posts at the bin.
      const atBin = w0 === BIN || (c.kind === 'countHeld' && c.bin && w0 === 0);
      const w = atBin ? BIN : w0;
      const counted =
        c.kind === 'countMore' ? quantityOf(have(w, item) + BigInt(c.steps) * stepOf(item)) : c.quantity;
      // A physical count is a fact: posted even below what is reserved (the holds are marked).
      expected = true;
      attempt = () =>
        postCount(t.db, actor, {
          warehouseId: warehouses[atBin ? 0 : w0]!.id,
          binId: atBin ? places[BIN] : undefined,
          lines: [{ itemKind: 'product', itemId: itemId(item), countedQuantity: counted }],
        });
      // A gain comes in at the average there, a loss goes out at it (all of it when counted to 0).
      onSuccess = () => {
        const difference = quantityUnits(counted) - have(w, item);
        if (difference > 0n) change(w, item, difference, average(w, item, difference));
        if (difference < 0n) carry(w, item, -difference);
      };
      break;
    }
    case 'reverse': {
      const receipt = model.receipts[c.pick % Math.max(model.receipts.length, 1)];
      if (!receipt) return;
      expected =
        !receipt.reversed &&
        have(receipt.w, receipt.item) >= receipt.units &&
        available(receipt.w, receipt.item) >= receipt.units &&
        receipt.serials.every((n) => model.serialAt.get(n) === receipt.w);
      attempt = () => reverseReceipt(t.db, actor, receipt.id);
      onSuccess = () => {
        receipt.reversed = true;
        const untouched = model.changes.get(key(receipt.w, receipt.item)) === receipt.changesAfter;
        // Each move takes back the value it brought, held to what the stock has left.
        const each = receipt.units / BigInt(receipt.values.length);
        for (const brought of receipt.values) {
          const left = worth(receipt.w, receipt.item);
          const value =
            have(receipt.w, receipt.item) === each || (brought > left && left >= 0n) ? left : brought;
          change(receipt.w, receipt.item, -each, -value);
        }
        for (const n of receipt.serials) model.serialAt.set(n, 'supplier');
        // Nothing moved since: the balance is exactly what the receipt found.
        if (untouched) {
          expect([have(receipt.w, receipt.item), worth(receipt.w, receipt.item)]).toEqual([
            receipt.before.units,
            receipt.before.value,
          ]);
        }
      };
      break;
    }
    case 'reserve': {
      // All lines or none: each line new, released (of the same item, above what it shipped) or
      // repeated unchanged, and each item's available covering every new hold of the call.
      const adding = new Map<string, bigint>();
      expected = c.lines.every((line) => {
        const units = quantityUnits(line.quantity);
        const existing = model.lines.get(line.line);
        const sameItem = existing?.w === line.w && existing?.item === line.item;
        if (existing && !sameItem) return false;
        if (existing && existing.status !== 'released') return existing.units === units;
        if (existing && units <= existing.consumed) return false;
        const added = units - (existing?.consumed ?? 0n);
        adding.set(key(line.w, line.item), (adding.get(key(line.w, line.item)) ?? 0n) + added);
        return true;
      });
      expected &&= [...adding].every(([at, units]) => {
        const [w, item] = at.split(':').map(Number) as [number, number];
        return available(w, item) >= units;
      });
      attempt = () =>
        reserveStockLines(
          t.db,
          actor,
          c.lines.map((line) => ({
            ...documentLine(line.line),
            warehouseId: warehouses[line.w]!.id,
            itemKind: 'product' as const,
            itemId: itemId(line.item),
            quantity: line.quantity,
          })),
        );
      onSuccess = () => {
        for (const line of c.lines) {
          const existing = model.lines.get(line.line);
          if (existing && existing.status !== 'released') continue;
          const units = quantityUnits(line.quantity);
          const consumed = existing?.consumed ?? 0n;
          hold(line.w, line.item, units - consumed);
          model.lines.set(line.line, {
            w: line.w,
            item: line.item,
            units,
            consumed,
            returned: existing?.returned ?? 0n,
            consumedValue: existing?.consumedValue ?? 0n,
            returnedValue: existing?.returnedValue ?? 0n,
            status: 'reserved',
          });
        }
      };
      break;
    }
    case 'release': {
      expected = c.lines.every((line) => model.lines.get(line)?.status !== 'consumed');
      attempt = () => releaseStockLines(t.db, actor, c.lines.map(documentLine));
      onSuccess = () => {
        for (const line of c.lines) {
          const existing = model.lines.get(line);
          if (existing?.status !== 'reserved') continue;
          hold(existing.w, existing.item, -(existing.units - existing.consumed));
          existing.status = 'released';
        }
      };
      break;
    }
    case 'consume': {
      // Each line ships at most what it holds; a hold a count left uncovered ships only what is on hand.
      const shipping = c.lines.map(({ line, steps }) => {
        const existing = model.lines.get(line);
        if (!existing || existing.status === 'released') return { line, ok: false, units: 0n };
        if (existing.status === 'consumed') return { line, ok: steps === null, units: 0n };
        const held = existing.units - existing.consumed;
        const units = steps === null ? held : BigInt(steps) * stepOf(existing.item);
        return { line, ok: units <= held, units };
      });
      const placeOf = (w: number) => (c.bin && w === 0 ? BIN : w);
      const taking = new Map<string, bigint>();
      for (const { line, units } of shipping) {
        const existing = model.lines.get(line);
        if (existing)
          taking.set(
            key(placeOf(existing.w), existing.item),
            (taking.get(key(placeOf(existing.w), existing.item)) ?? 0n) + units,
          );
      }
      expected =
        shipping.every((line) => line.ok) &&
        [...taking].every(([at, units]) => {
          const [w, item] = at.split(':').map(Number) as [number, number];
          return units === 0n || have(w, item) >= units;
        });
      attempt = () =>
        consumeStockLines(
          t.db,
          actor,
          c.lines.map(({ line, steps }) => {
            const existing = model.lines.get(line);
            const quantity =
              steps === null || !existing ? undefined : quantityOf(BigInt(steps) * stepOf(existing.item));
            const binId = c.bin && existing?.w === 0 ? places[BIN] : undefined;
            return { ...documentLine(line), quantity, binId };
          }),
        );
      onSuccess = () => {
        for (const { line, units } of shipping) {
          const existing = model.lines.get(line)!;
          if (units === 0n) continue;
          hold(existing.w, existing.item, -units);
          existing.consumedValue += carry(placeOf(existing.w), existing.item, units);
          existing.consumed += units;
          if (existing.consumed === existing.units) existing.status = 'consumed';
        }
      };
      break;
    }
    case 'return': {
      const existing = model.lines.get(c.line);
      const units = existing ? BigInt(c.steps) * stepOf(existing.item) : 0n;
      expected = existing !== undefined && existing.consumed - existing.returned >= units;
      attempt = () =>
        returnStockLines(t.db, actor, [{ ...documentLine(c.line), quantity: quantityOf(units || 1n) }]);
      // Back at what it shipped for: its share of the line's cost not yet returned.
      onSuccess = () => {
        const line = existing!;
        const value = shareOfFen(
          line.consumedValue - line.returnedValue,
          units,
          line.consumed - line.returned,
        );
        line.returned += units;
        line.returnedValue += value;
        change(line.w, line.item, units, value);
      };
      break;
    }
  }
  let succeeded = true;
  try {
    await attempt();
  } catch (error) {
    // Refusals are 400s; consuming a line never reserved is a 404.
    if (!(error instanceof AppError) || (error.status !== 400 && error.status !== 404)) throw error;
    succeeded = false;
  }
  expect(succeeded, JSON.stringify(c)).toBe(expected);
  if (succeeded) onSuccess();
}

async function assertLedger(model: Model, base: number): Promise<void> {
  expect(await checkLedger(t.db)).toEqual([]);
  const balances = await t.db
    .select()
    .from(stockBalances)
    .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId));
  const holds = await t.db.select().from(stockReservations).where(eq(stockReservations.orgId, actor.orgId));
  for (const { stock_balances: balance, stock_locations: location } of balances) {
    if (location.kind === 'internal') {
      // Never below zero on hand; what is reserved beyond the warehouse's on-hand (root and bins)
      // is marked uncovered on the holds.
      expect(quantityUnits(balance.onHand) >= 0n).toBe(true);
      const warehouseOnHand = balances
        .filter(
          (other) =>
            (other.stock_locations.id === balance.locationId ||
              other.stock_locations.parentId === balance.locationId) &&
            other.stock_balances.itemKind === balance.itemKind &&
            other.stock_balances.itemId === balance.itemId,
        )
        .reduce((sum, other) => sum + quantityUnits(other.stock_balances.onHand), 0n);
      const marked = holds
        .filter(
          (hold) =>
            hold.status === 'reserved' &&
            hold.locationId === balance.locationId &&
            hold.itemKind === balance.itemKind &&
            hold.itemId === balance.itemId,
        )
        .reduce((sum, hold) => sum + quantityUnits(hold.uncovered), 0n);
      const short = quantityUnits(balance.reserved) - warehouseOnHand;
      expect(marked).toBe(short > 0n ? short : 0n);
    }
    const w = places.indexOf(location.id);
    const item = runItems.get(base)!.indexOf(balance.itemId);
    if (w >= 0 && item >= 0) {
      expect(quantityOf(quantityUnits(balance.onHand)), `${w}:${item}`).toBe(
        quantityOf(model.onHand.get(`${w}:${item}`) ?? 0n),
      );
      expect(balance.value, `value ${w}:${item}`).toBe(model.value.get(`${w}:${item}`) ?? 0n);
    }
  }
  for (const hold of holds.filter((row) => row.documentKind === `run${base}`)) {
    const line = model.lines.get(hold.documentLineId)!;
    expect([hold.consumedValue, hold.returnedValue], `line ${hold.documentLineId}`).toEqual([
      line.consumedValue,
      line.returnedValue,
    ]);
  }
  const serials = await t.db
    .select()
    .from(stockSerials)
    .innerJoin(stockLocations, eq(stockLocations.id, stockSerials.locationId))
    .where(eq(stockSerials.itemId, runItems.get(base)![SERIAL_ITEM]!));
  for (const { stock_serials: row, stock_locations: location } of serials) {
    const n = Number(row.serialNo.split('-S')[1]);
    const w = warehouses.findIndex((warehouse) => warehouse.root === row.locationId);
    expect(w === -1 ? location.kind : w).toBe(model.serialAt.get(n) ?? 'supplier');
  }
}

describe('stock ledger properties', () => {
  it('keeps balances equal to the moves and never below zero, whatever the sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        run += 1;
        // Fresh items per run, so the model starts from zero.
        const base = run * 10;
        const model: Model = {
          onHand: new Map(),
          value: new Map(),
          changes: new Map(),
          serialAt: new Map(),
          receipts: [],
          reserved: new Map(),
          lines: new Map(),
        };
        for (const c of commands) {
          await apply(model, base, c);
          await assertLedger(model, base);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
