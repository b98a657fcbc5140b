import type { ItemKind } from '@atrium/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import { stockLocations, stockMoves, stockSerials, stockWarehouses } from './stock.tables.js';
import { locationName } from './stock-locations.js';

type SerialLine = { itemKind: ItemKind; itemId: number; serials?: string[] };

/**
 * A receipt's serial numbers come from the supplier: each is new, or back at the supplier (a
 * reversed receipt). One that is in a warehouse or has gone out is refused on its line's serials,
 * saying where it is and the document that took it there (`第 2 行：序列号 SN-1 已在库：主仓库（RK…）`);
 * the ledger refuses it as well, but knows no line.
 */
export async function assertSerialsArriving(
  tx: Db,
  orgId: number,
  lines: readonly SerialLine[],
  supplierLocationId: number,
): Promise<void> {
  const serialNos = [...new Set(lines.flatMap((line) => line.serials ?? []))];
  if (serialNos.length === 0) return;
  const elsewhere = await tx
    .select({
      itemKind: stockSerials.itemKind,
      itemId: stockSerials.itemId,
      serialNo: stockSerials.serialNo,
      kind: stockLocations.kind,
      location: locationName(stockLocations, stockWarehouses),
    })
    .from(stockSerials)
    .innerJoin(stockLocations, eq(stockLocations.id, stockSerials.locationId))
    .leftJoin(stockWarehouses, eq(stockWarehouses.id, stockLocations.warehouseId))
    .where(
      and(
        eq(stockSerials.orgId, orgId),
        inArray(stockSerials.serialNo, serialNos),
        ne(stockSerials.locationId, supplierLocationId),
      ),
    );
  for (const [index, line] of lines.entries()) {
    for (const serial of line.serials ?? []) {
      const found = elsewhere.find(
        (row) => row.itemKind === line.itemKind && row.itemId === line.itemId && row.serialNo === serial,
      );
      if (!found) continue;
      const [last] = await tx
        .select({ documentNo: stockMoves.documentNo })
        .from(stockMoves)
        .where(
          and(
            eq(stockMoves.orgId, orgId),
            eq(stockMoves.itemKind, line.itemKind),
            eq(stockMoves.itemId, line.itemId),
            eq(stockMoves.serialNo, serial),
          ),
        )
        .orderBy(desc(stockMoves.id))
        .limit(1);
      const params = { line: index + 1, serial, location: found.location, document: last?.documentNo ?? '' };
      const key = found.kind === 'internal' ? 'stock.lineSerialInStock' : 'stock.lineSerialOut';
      throw fieldError(`lines.${index}.serials`, key, params);
    }
  }
}
