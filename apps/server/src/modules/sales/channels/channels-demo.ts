import { formatBusinessDate, percentOfFen } from '@atrium/contract';
import type { ExternalOrderPayload } from '@atrium/contract/endpoints/sale-channels';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { products } from '../../catalogue/catalogue.tables.js';
import { customers } from '../../crm/customers.tables.js';
import { stockWarehouses } from '../../stock/stock.tables.js';
import { saleSources } from '../sources/sale-sources.tables.js';
import { saleStatementRows, saleStatements } from './channels.tables.js';
import { externalOrderTotal, takeExternalDelivery } from './external-order-intake.js';
import { reconcileStatement } from './statement-reconcile.js';

/**
 * The channels' demo data (docs/sales-channels.md): the 天猫旗舰店 source set up (main warehouse,
 * the given owner), a delivery of four platform orders — three applied, one rejected (an unknown
 * SKU) — and one settlement statement of today reconciled with a result of every kind: matched,
 * amount differs, missing in Atrium, missing on the platform. Runs on any database that has the
 * demo sources, a warehouse and two products (to be wired after `sales.orders`).
 */
export async function seedDemoChannels(tx: Db, orgId: number, ownerUserId: number): Promise<void> {
  const [source] = await tx
    .select()
    .from(saleSources)
    .where(and(eq(saleSources.orgId, orgId), eq(saleSources.code, 'TMALL'), isNull(saleSources.deletedAt)));
  const [warehouse] = await tx
    .select({ id: stockWarehouses.id })
    .from(stockWarehouses)
    .where(eq(stockWarehouses.orgId, orgId))
    .orderBy(asc(stockWarehouses.id))
    .limit(1);
  const items = await tx
    .select({ sku: products.sku, price: products.listPrice })
    .from(products)
    .where(and(eq(products.orgId, orgId), isNull(products.deletedAt)))
    .orderBy(asc(products.id))
    .limit(2);
  // The buyers are customers the owner already holds (found by phone): the demo adds no customer
  // to the CRM, whose own demo figures (李销售's three customers) stay as they are.
  const buyers = await tx
    .select({ name: customers.name, phone: customers.phone })
    .from(customers)
    .where(
      and(
        eq(customers.orgId, orgId),
        eq(customers.ownerUserId, ownerUserId),
        ne(customers.phone, ''),
        isNull(customers.deletedAt),
      ),
    )
    .orderBy(asc(customers.id))
    .limit(3);
  if (!source || !warehouse || items.length < 2 || buyers.length === 0) return;
  await tx
    .update(saleSources)
    .set({
      settings: { defaultWarehouseId: warehouse.id, defaultOwnerUserId: ownerUserId, createCustomers: true },
    })
    .where(eq(saleSources.id, source.id));
  const day = formatBusinessDate(new Date()).replace(/-/g, '');
  const order = (n: number, sku: string, price: number, quantity: string): ExternalOrderPayload => ({
    orderNo: `TM${day}${String(n).padStart(4, '0')}`,
    buyerName: buyers[(n - 1) % buyers.length]!.name,
    buyerPhone: buyers[(n - 1) % buyers.length]!.phone,
    address: '浙江省杭州市西湖区文三路 90 号',
    remark: '',
    lines: [{ sn: `${n}-1`, sku, quantity, unitPrice: price }],
  });
  const [a, b] = items as [{ sku: string; price: number }, { sku: string; price: number }];
  const orders = [
    order(1, a.sku, a.price, '1'),
    order(2, b.sku, b.price, '2'),
    order(3, a.sku, a.price, '1'),
    order(4, 'NO-SUCH-SKU', 9_900, '1'),
  ];
  const applied = await takeExternalDelivery(
    tx,
    source,
    { eventId: `demo-${day}`, items: orders },
    'push',
    async () => {
      throw new Error('A demo external order failed to apply');
    },
  );
  if (!applied) return;
  const today = formatBusinessDate(new Date());
  const [statement] = await tx
    .insert(saleStatements)
    .values({ orgId, sourceId: source.id, name: `天猫结算单 ${today}`, periodFrom: today, periodTo: today })
    .returning({ id: saleStatements.id });
  const total = externalOrderTotal;
  const rows = [
    // Order 1 settles in full: matched (the fee is shown, not compared).
    { txnId: 'T-0001', order: orders[0]!, kind: 'sale' as const, amountFen: total(orders[0]!) },
    {
      txnId: 'T-0002',
      order: orders[0]!,
      kind: 'commission' as const,
      amountFen: -percentOfFen(total(orders[0]!), 500),
    },
    // Order 2: the platform paid 50 yuan less (a coupon the shop funded): amount differs.
    { txnId: 'T-0003', order: orders[1]!, kind: 'sale' as const, amountFen: total(orders[1]!) - 5_000 },
    // A platform order Atrium has no order for (the rejected one): missing in Atrium.
    { txnId: 'T-0004', order: orders[3]!, kind: 'sale' as const, amountFen: 9_900 },
    // Order 3 is not on the statement: missing on the platform.
  ];
  await tx.insert(saleStatementRows).values(
    rows.map((row) => ({
      orgId,
      sourceId: source.id,
      statementId: statement!.id,
      txnId: `${day}-${row.txnId}`,
      extOrderNo: row.order.orderNo,
      extOrderSn: row.order.lines[0]!.sn,
      kind: row.kind,
      amountFen: row.amountFen,
      settledAt: new Date(),
    })),
  );
  await tx.update(saleStatements).set({ rowCount: rows.length }).where(eq(saleStatements.id, statement!.id));
  await reconcileStatement(tx, { orgId, userId: ownerUserId, ip: '' }, statement!.id);
}
