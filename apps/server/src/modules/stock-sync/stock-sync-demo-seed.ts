import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { newHookKey, newSecret } from '../../platform/webhooks/webhook-signature.js';
import { stockWarehouses } from '../stock/stock.tables.js';
import { stockSyncSettings } from './stock-sync.tables.js';
import { takeSyncDelivery } from './sync-intake.service.js';

/** The warehouse the demo runs through an outside WMS (华东仓). */
export const DEMO_SYNC_WAREHOUSE = 'WH-EAST';

/**
 * What a WMS would send for the demo: a first stock take of office supplies and fittings, then a
 * day later a delivery with more levels, a shipment, a SKU the catalogue doesn't know (rejected)
 * and a shipment of stock 华东仓 never received (conflict).
 */
export function demoSyncDeliveries(warehouse: string, at: Date) {
  const hoursAgo = (hours: number) => new Date(at.getTime() - hours * 3_600_000).toISOString();
  return [
    {
      eventId: 'wms-demo-0001',
      items: [
        { type: 'stockLevel', warehouse, sku: 'OS-0001', quantity: '120', at: hoursAgo(30) },
        { type: 'stockLevel', warehouse, sku: 'OS-0002', quantity: '48', at: hoursAgo(30) },
        { type: 'stockLevel', warehouse, sku: 'OS-0011', quantity: '36', at: hoursAgo(30) },
        { type: 'stockLevel', warehouse, fittingCode: 'PW-003', quantity: 30, at: hoursAgo(30) },
      ],
    },
    {
      eventId: 'wms-demo-0002',
      items: [
        {
          type: 'shipment',
          warehouse,
          shipmentNo: 'SHP-20261124-017',
          at: hoursAgo(6),
          lines: [
            { sku: 'OS-0001', quantity: '6' },
            { fittingCode: 'PW-003', quantity: '2' },
          ],
        },
        { type: 'stockLevel', warehouse, sku: 'OS-0002', quantity: '45', at: hoursAgo(4) },
        { type: 'stockLevel', warehouse, sku: 'OS-9999', quantity: '10', at: hoursAgo(4) },
        {
          type: 'shipment',
          warehouse,
          shipmentNo: 'SHP-20261124-018',
          at: hoursAgo(3),
          lines: [{ sku: 'OS-0012', quantity: '500' }],
        },
      ],
    },
  ];
}

/** 华东仓's sync settings and a few logged items, through the webhook's own apply path. */
export async function seedDemoSync(tx: Db, orgId: number): Promise<void> {
  const [warehouse] = await tx
    .select({ id: stockWarehouses.id })
    .from(stockWarehouses)
    .where(and(eq(stockWarehouses.orgId, orgId), eq(stockWarehouses.code, DEMO_SYNC_WAREHOUSE)));
  const [settings] = await tx
    .insert(stockSyncSettings)
    .values({
      orgId,
      warehouseId: warehouse!.id,
      adapter: 'atriumGenericJson',
      hookKey: newHookKey(),
      secret: newSecret(),
    })
    .returning();
  for (const delivery of demoSyncDeliveries(DEMO_SYNC_WAREHOUSE, new Date())) {
    await takeSyncDelivery(tx, settings!, delivery, 'push', async (item) => {
      throw new Error(`Demo sync item ${item.id} failed to apply`);
    });
  }
}
