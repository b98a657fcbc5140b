import type { Db } from '../../platform/db/database.js';
import { stockWarehouses } from './stock.tables.js';
import { createRootLocation } from './stock-locations.js';

/** The demo organization's three warehouses (their stock: stock-demo-stock.ts). */
const DEMO_WAREHOUSES = [
  { code: 'WH-MAIN', name: '主仓库', address: '上海市浦东新区张江路 88 号', manager: 'warehouse' },
  { code: 'WH-EAST', name: '华东仓', address: '江苏省苏州市工业园区星湖街 328 号', manager: 'warehouse' },
  { code: 'WH-REPAIR', name: '维修仓', address: '上海市闵行区莘庄工业区 12 号', manager: undefined },
] as const;

export async function seedDemoWarehouses(
  tx: Db,
  orgId: number,
  userIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const warehouse of DEMO_WAREHOUSES) {
    const [row] = await tx
      .insert(stockWarehouses)
      .values({
        orgId,
        code: warehouse.code,
        name: warehouse.name,
        address: warehouse.address,
        managerUserId: warehouse.manager ? (userIds.get(warehouse.manager) ?? null) : null,
      })
      .returning({ id: stockWarehouses.id });
    await createRootLocation(tx, orgId, row!.id, warehouse.name);
  }
}
