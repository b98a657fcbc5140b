import type { RepairStatus, RepairTransition } from '@atrium/contract/endpoints/repair-orders';
import type { PickupStatus, PickupTransition } from '@atrium/contract/endpoints/repair-pickups';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { DemoSeedContext } from '../../platform/modules/server-module.js';
import { writeStateChange } from '../../platform/timeline/state-change-entry.js';
import { writeTimelineEntries } from '../../platform/timeline/timeline-entries.js';
import type { TransitionKind, TransitionRecord } from '../../platform/transitions/record-transitions.js';
import type { TransitionActor } from '../../platform/transitions/transition-gates.js';
import { roleDataScopes, roles } from '../admin/admin.tables.js';
import { fittings, products } from '../catalogue/catalogue.tables.js';
import { customers } from '../crm/customers.tables.js';
import { createPick } from '../sales/fulfilment/pick-orders.service.js';
import { postSend } from '../sales/fulfilment/send-orders.service.js';
import { createSaleOrder } from '../sales/orders/sale-order-create.js';
import { saleOrderLines } from '../sales/orders/sale-orders.tables.js';
import { saleSources } from '../sales/sources/sale-sources.tables.js';
import { stockBalances, stockLocations, stockSerials, stockWarehouses } from '../stock/stock.tables.js';
import { checkInEffect, createPickup, pickupTransitionKind } from './pickups.service.js';
import { openRepair } from './repair-open.js';
import { diagnoseEffect, repairTransitionKind, shipBackEffect } from './repair-transitions.js';
import { consumeRepairParts, swapRepairUnit } from './repair-workbench.service.js';
import {
  repairFaultCategories,
  repairFaultCategoryFittings,
  repairQuoteLines,
  repairs,
} from './repairs.tables.js';

/** The technicians' role (售后专员) sees the repairs they claimed and the unclaimed queue. */
export async function seedRepairRoleScopes(tx: Db, orgId: number): Promise<void> {
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.code, 'afterSales')));
  if (role) {
    await tx
      .insert(roleDataScopes)
      .values({ roleId: role.id, resource: 'repair', scope: 'myRepairQueue' })
      .onConflictDoNothing();
  }
}

/**
 * One unit sold and shipped as the sales desk does it: a confirmed order of the serial's product,
 * a pick, and a send order shipping that serial to the customer.
 */
export async function sellSerial(
  tx: Db,
  seller: { orgId: number; userId: number },
  sale: {
    customerId: number;
    sourceId: number;
    warehouseId: number;
    productId: number;
    price: number;
    serialNo: string;
  },
): Promise<number> {
  const order = await createSaleOrder(
    tx,
    seller,
    {
      customerId: sale.customerId,
      sourceId: sale.sourceId,
      warehouseId: sale.warehouseId,
      lines: [{ itemKind: 'product', itemId: sale.productId, quantity: '1', unitPrice: sale.price }],
      status: 'confirmed',
    },
    { trusted: true },
  );
  const [line] = await tx
    .select({ id: saleOrderLines.id })
    .from(saleOrderLines)
    .where(eq(saleOrderLines.parentId, order.id));
  const pickOrderId = await createPick(tx, seller, {
    warehouseId: sale.warehouseId,
    saleOrderIds: [order.id],
  });
  await postSend(tx, seller, {
    pickOrderId,
    carrier: '顺丰速运',
    trackingNo: `SF${7_300_000_000 + order.id}`,
    lines: [{ saleOrderLineId: line!.id, quantity: '1', serials: [sale.serialNo] }],
  });
  return order.id;
}

/** The fault category tree: top categories with their faults, labour minutes and how many typical fittings. */
const CATEGORIES: readonly { name: string; minutes: number; faults: readonly [string, number][] }[] = [
  {
    name: '屏幕',
    minutes: 30,
    faults: [
      ['碎裂', 45],
      ['漏液', 40],
      ['触摸失灵', 30],
    ],
  },
  {
    name: '电池',
    minutes: 20,
    faults: [
      ['鼓包', 25],
      ['续航短', 20],
    ],
  },
  {
    name: '主板',
    minutes: 60,
    faults: [
      ['不开机', 90],
      ['进水', 120],
    ],
  },
  {
    name: '外壳',
    minutes: 20,
    faults: [
      ['划伤', 15],
      ['变形', 30],
    ],
  },
  { name: '按键', minutes: 15, faults: [['失灵', 20]] },
];

/** A demo step takes a transition as the endpoint would: the effect, then the state on the timeline. */
type DemoEffect<State extends string> = (
  tx: Db,
  actor: TransitionActor,
  id: number,
  read: TransitionRecord<State>,
) => Promise<void>;

async function takeDemo<State extends string, Name extends string>(
  tx: Db,
  kind: TransitionKind<State, Name, void>,
  actor: TransitionActor,
  id: number,
  name: Name,
  effect: DemoEffect<State> = kind.effects[name],
): Promise<void> {
  const read = (await kind.read(tx, actor.orgId, id, true))!;
  await effect(tx, actor, id, read);
  await writeStateChange(tx, kind.declaration.kind, name, {
    actor,
    id,
    from: read.state,
    to: kind.declaration.transitions[name].to,
  });
}

/**
 * The demo's after-sales desk: the fault category tree with typical fittings; eight phones and
 * laptops sold and shipped through the sales module (order, pick, send) so their serials are at
 * the customers; pickups in each state (one checked in, opening a repair); and repairs at every
 * step — under warranty and out of it (units sold before the ledger started: their ship day is
 * written on the ticket), a declined quote shipped back unrepaired, one with a serial swap, one
 * closed with its fittings consumed through the stock ledger.
 */
export async function seedDemoRepairs({ tx, orgId, userIds }: DemoSeedContext): Promise<void> {
  const technician = { orgId, userId: userIds.get('service')! };
  const desk = { orgId, userId: userIds.get('agent') ?? technician.userId };
  const seller = { orgId, userId: userIds.get('sales')! };
  const warehouseOf = async (code: string) =>
    (
      await tx
        .select({ id: stockWarehouses.id })
        .from(stockWarehouses)
        .where(and(eq(stockWarehouses.orgId, orgId), eq(stockWarehouses.code, code)))
    )[0]?.id;
  const [main, repairPlace] = [await warehouseOf('WH-MAIN'), await warehouseOf('WH-REPAIR')];
  if (main === undefined || repairPlace === undefined) return;

  // 故障分类 with the repair warehouse's fittings as typical parts.
  const parts = await tx
    .select({ id: fittings.id, price: fittings.price })
    .from(fittings)
    .where(and(eq(fittings.orgId, orgId), isNull(fittings.deletedAt), sql`${fittings.code} not like 'CB-%'`))
    .orderBy(asc(fittings.id))
    .limit(10);
  const categoryIds = new Map<string, number>();
  for (const [index, top] of CATEGORIES.entries()) {
    const [parent] = await tx
      .insert(repairFaultCategories)
      .values({ orgId, name: top.name, labourMinutes: top.minutes, sort: index + 1 })
      .returning({ id: repairFaultCategories.id });
    categoryIds.set(top.name, parent!.id);
    for (const [childIndex, [name, minutes]] of top.faults.entries()) {
      const [child] = await tx
        .insert(repairFaultCategories)
        .values({ orgId, name, parentId: parent!.id, labourMinutes: minutes, sort: childIndex + 1 })
        .returning({ id: repairFaultCategories.id });
      categoryIds.set(`${top.name}›${name}`, child!.id);
      const part = parts[(index * 2 + childIndex) % Math.max(parts.length, 1)];
      if (part) {
        await tx
          .insert(repairFaultCategoryFittings)
          .values({ orgId, parentId: child!.id, lineNo: 1, fittingId: part.id, quantity: '1' });
      }
    }
  }
  if (parts.length < 3) return;

  // Units at the customers: phones of 主仓库 sold and shipped, one unit of the first kept for a swap.
  const listed = await tx
    .select({ serialNo: stockSerials.serialNo, productId: stockSerials.itemId, price: products.listPrice })
    .from(stockSerials)
    .innerJoin(stockLocations, eq(stockLocations.id, stockSerials.locationId))
    .innerJoin(products, eq(products.id, stockSerials.itemId))
    .where(
      and(
        eq(stockSerials.orgId, orgId),
        eq(stockSerials.itemKind, 'product'),
        eq(stockLocations.warehouseId, main),
        isNull(stockLocations.parentId),
      ),
    )
    .orderBy(asc(stockSerials.itemId), asc(stockSerials.serialNo));
  // Only what other documents do not hold is free to sell.
  const free = new Map(
    (
      await tx
        .select({
          itemId: stockBalances.itemId,
          free: sql<string>`(${stockBalances.onHand} - ${stockBalances.reserved})::int`,
        })
        .from(stockBalances)
        .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
        .where(
          and(
            eq(stockBalances.orgId, orgId),
            eq(stockBalances.itemKind, 'product'),
            eq(stockLocations.warehouseId, main),
            isNull(stockLocations.parentId),
          ),
        )
    ).map((row) => [row.itemId, Number(row.free)]),
  );
  const inStock = listed.filter((unit) => {
    const left = free.get(unit.productId) ?? 0;
    free.set(unit.productId, left - 1);
    return left > 0;
  });
  const spareAt = inStock.findIndex((unit, index) => inStock[index + 1]?.productId === unit.productId);
  const spare = inStock[spareAt];
  const partner = inStock[spareAt + 1];
  const others = inStock.filter((unit) => unit !== spare && unit !== partner).slice(0, 7);
  if (!spare || !partner || others.length < 7) return;
  // The sixth unit sold (the swap's) is of the spare's product.
  const selling = [...others.slice(0, 5), partner, ...others.slice(5)];
  const buyers = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), isNull(customers.deletedAt)))
    .orderBy(asc(customers.id))
    .limit(8);
  const [own] = await tx
    .select({ id: saleSources.id })
    .from(saleSources)
    .where(and(eq(saleSources.orgId, orgId), eq(saleSources.code, 'OWN')));
  if (!own || buyers.length < 8) return;
  const sold: { serialNo: string; customerId: number }[] = [];
  for (const [index, unit] of selling.entries()) {
    const customerId = buyers[index]!.id;
    await sellSerial(tx, seller, { customerId, sourceId: own.id, warehouseId: main, ...unit });
    sold.push({ serialNo: unit.serialNo, customerId });
  }

  // Pickups in each state; the checked-in one opens the first repair.
  const pickup = (index: number, arrival: 'sendIn' | 'courier', fault: string) =>
    createPickup(tx, desk, {
      customerId: sold[index]!.customerId,
      arrival,
      ...(arrival === 'courier'
        ? {
            address: '上海市徐汇区漕溪北路 398 号',
            windowStart: new Date(Date.now() + 86_400_000).toISOString(),
            windowEnd: new Date(Date.now() + 86_400_000 + 3 * 3_600_000).toISOString(),
          }
        : { carrier: '中通快递', trackingNo: `ZT${7_600_000_000 + index}` }),
      faultDescription: fault,
    });
  const pickupStep = (id: number, name: PickupTransition, effect?: DemoEffect<PickupStatus>) =>
    takeDemo(tx, pickupTransitionKind, desk, id, name, effect);
  await pickup(1, 'courier', '屏幕碎裂，需上门取件');
  await pickupStep(await pickup(2, 'sendIn', '电池鼓包'), 'dispatch');
  await pickupStep(await pickup(3, 'courier', '客户已自行修好'), 'cancel');
  const checkedIn = await pickup(0, 'sendIn', '屏幕漏液，显示花屏');
  await pickupStep(checkedIn, 'dispatch');
  await pickupStep(
    checkedIn,
    'checkIn',
    checkInEffect({ serialNo: sold[0]!.serialNo, photoFileIds: [], accessories: ['充电器', '数据线'] }),
  );

  // Repairs at every step (the checked-in one stays received).
  const open = async (index: number, fault: string, oldUnit = false) => {
    const { id } = await openRepair(tx, desk, { ...sold[index]!, faultDescription: fault });
    // A unit sold before the ledger started: its ship day is written on the ticket, as a migrated one's is.
    if (oldUnit) await tx.update(repairs).set({ shipDate: '2023-06-18' }).where(eq(repairs.id, id));
    return id;
  };
  const step = (id: number, name: RepairTransition, effect?: DemoEffect<RepairStatus>) =>
    takeDemo(tx, repairTransitionKind, technician, id, name, effect);
  const diagnose = (id: number, faults: string[], fittingIndexes: number[]) =>
    step(
      id,
      'diagnose',
      diagnoseEffect({
        warehouseId: repairPlace,
        faultCategoryIds: faults.map((fault) => categoryIds.get(fault)!),
        diagnosisNote: '已拆机检测，故障确认',
        lines: fittingIndexes.map((index) => ({ fittingId: parts[index]!.id, quantity: '1' })),
        labourMode: 'time',
      }),
    );
  const shipBack = (id: number, trackingNo: string) =>
    step(id, 'shipBack', shipBackEffect({ carrier: '顺丰速运', trackingNo }));

  const diagnosed = await open(1, '电池续航不足半天');
  await diagnose(diagnosed, ['电池›续航短'], [2]);

  const quoted = await open(2, '外壳摔变形', true);
  await diagnose(quoted, ['外壳›变形'], [6]);
  await step(quoted, 'quote');

  const accepted = await open(3, '主板进水不开机', true);
  await diagnose(accepted, ['主板›进水'], [4, 5]);
  await step(accepted, 'quote');
  await step(accepted, 'accept');
  await writeTimelineEntries(tx, [
    {
      orgId,
      recordKind: 'repair',
      recordId: accepted,
      type: 'comment',
      body: '客户已接受报价，等待主板备件到货',
      authorUserId: technician.userId,
    },
  ]);

  const declined = await open(4, '屏幕划伤', true);
  await diagnose(declined, ['屏幕›碎裂'], [0]);
  await step(declined, 'quote');
  await step(declined, 'decline');
  await shipBack(declined, 'SF7400000001');

  const swapped = await open(5, '按键失灵，整机更换');
  await diagnose(swapped, ['按键›失灵'], []);
  await step(swapped, 'startRepair');
  await swapRepairUnit(tx, technician, swapped, { newSerialNo: spare.serialNo, warehouseId: main });

  const checking = await open(6, '屏幕触摸失灵');
  await diagnose(checking, ['屏幕›触摸失灵'], [1]);
  await step(checking, 'startRepair');
  await step(checking, 'finishRepair');

  const closed = await open(7, '电池鼓包');
  await diagnose(closed, ['电池›鼓包'], [3]);
  await step(closed, 'startRepair');
  const [line] = await tx
    .select({ id: repairQuoteLines.id })
    .from(repairQuoteLines)
    .where(eq(repairQuoteLines.parentId, closed));
  await consumeRepairParts(tx, technician, closed, { lines: [{ lineId: line!.id }] });
  await step(closed, 'finishRepair');
  await shipBack(closed, 'SF7400000002');
  await step(closed, 'close');
}
