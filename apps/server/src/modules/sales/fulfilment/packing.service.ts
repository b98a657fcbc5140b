import { quantityOf, quantityUnits } from '@atrium/contract';
import type { Packing, PackLine } from '@atrium/contract/endpoints/sale-fulfilment';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import { rowsOf } from './fulfilment-rows.js';

/**
 * The packing station's look-up (/staging/ship): an order number or a pick number → what is left
 * to pack, line by line with what a scan matches (a product's barcode, a fitting's code, a serial
 * at the warehouse). `inScope(warehouseColumn)` narrows to the caller's warehouses; a number out of
 * scope answers as missing.
 */
export async function packingOf(
  db: Db,
  orgId: number,
  documentNo: string,
  inScope: (warehouse: SQL) => Promise<SQL | undefined>,
): Promise<Packing> {
  const pickScope = (await inScope(sql`p.warehouse_id`)) ?? sql`true`;
  const [pick] = await rowsOf<{ id: number; document_no: string; warehouse_id: number; state: string }>(
    db.execute(sql`select p.id, p.document_no, p.warehouse_id, p.state from sale_pick_orders p
      where p.org_id = ${orgId} and upper(p.document_no) = upper(${documentNo}) and ${pickScope}`),
  );
  const orderScope = (await inScope(sql`o.warehouse_id`)) ?? sql`true`;
  const [order] = pick
    ? []
    : await rowsOf<{ id: number; document_no: string; warehouse_id: number; status: string }>(
        db.execute(sql`select o.id, o.document_no, o.warehouse_id, o.status from sale_orders o
          where o.org_id = ${orgId} and o.deleted_at is null and upper(o.document_no) = upper(${documentNo})
            and ${orderScope}`),
      );
  const found = pick ?? order;
  if (!found) throw new AppError(404, 'sales.packingNotFound', { documentNo });
  if (pick && pick.state !== 'open' && pick.state !== 'picked') {
    throw new AppError(400, 'sales.pickNotShippable', { pick: pick.document_no, state: pick.state });
  }
  if (order && order.status !== 'confirmed' && order.status !== 'partlyShipped') {
    throw new AppError(400, 'sales.sendOrderNotShippable', { order: order.document_no, state: order.status });
  }
  // What is left: a pick's lines less what they shipped, with the service lines of their kits; an
  // order's every line less what it shipped.
  const left = pick
    ? sql`select l.*, pl.quantity - pl.shipped_quantity as left_quantity from sale_pick_order_lines pl
          join sale_order_lines l on l.id = pl.sale_order_line_id
          where pl.parent_id = ${pick.id} and pl.shipped_quantity < pl.quantity
        union all
        select l.*, l.quantity - l.shipped_quantity from sale_order_lines l
          where l.item_kind = 'service' and l.shipped_quantity < l.quantity and l.parent_id in (
            select sale_order_id from sale_pick_order_lines where parent_id = ${pick.id})`
    : sql`select l.*, l.quantity - l.shipped_quantity as left_quantity from sale_order_lines l
          where l.parent_id = ${order!.id} and l.shipped_quantity < l.quantity`;
  const rows = await rowsOf<
    Omit<PackLine, 'serialsAvailable' | 'serialTracked' | 'quantity'> & {
      quantity: string;
      serialTracked: boolean | null;
      serialsAvailable: string[] | null;
    }
  >(
    db.execute(sql`
      with left_lines as (${left})
      select o.id as "saleOrderId", o.document_no as "saleOrderNo", x.id as "saleOrderLineId",
             x.line_no as "orderLineNo", x.parent_line_id as "parentLineId", x.item_kind as "itemKind",
             x.item_id as "itemId", x.item_label as "itemLabel", x.unit, x.left_quantity::text as quantity,
             coalesce(pr.barcode, f.code, '') as barcode, pr.serial_tracked as "serialTracked",
             case when pr.serial_tracked then array(
               select s.serial_no from stock_serials s join stock_locations root on root.id = s.location_id
               where s.org_id = ${orgId} and s.item_kind = 'product' and s.item_id = x.item_id
                 and root.warehouse_id = o.warehouse_id
               order by s.serial_no limit 200) end as "serialsAvailable"
      from left_lines x join sale_orders o on o.id = x.parent_id
      left join catalogue_products pr on x.item_kind = 'product' and pr.id = x.item_id
      left join catalogue_fittings f on x.item_kind = 'fitting' and f.id = x.item_id
      order by o.id, x.line_no`),
  );
  if (rows.length === 0)
    throw new AppError(400, 'sales.packingNothingLeft', { documentNo: found.document_no });
  const orders = await rowsOf<Packing['orders'][number]>(
    db.execute(sql`select id as "saleOrderId", document_no as "saleOrderNo", customer_name as "customerName",
        contact_name as "contactName", contact_phone as "contactPhone", delivery_address as "deliveryAddress"
      from sale_orders where id in (${sql.join(
        [...new Set(rows.map((row) => row.saleOrderId))].map((id) => sql`${id}`),
        sql`, `,
      )}) order by id`),
  );
  const [warehouse] = await rowsOf<{ name: string }>(
    db.execute(sql`select name from stock_warehouses where id = ${found.warehouse_id}`),
  );
  return {
    kind: pick ? 'pickOrder' : 'saleOrder',
    id: found.id,
    documentNo: found.document_no,
    warehouseId: found.warehouse_id,
    warehouseName: warehouse?.name ?? '',
    orders,
    lines: rows.map((row) => ({
      ...row,
      quantity: quantityOf(quantityUnits(row.quantity)),
      serialTracked: row.serialTracked === true,
      serialsAvailable: row.serialsAvailable ?? [],
    })),
  };
}
