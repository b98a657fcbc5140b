import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { TransitionActor } from '../../platform/transitions/transition-gates.js';
import { platformServices } from '../catalogue/platform-services.tables.js';
import { createSaleOrder } from '../sales/orders/sale-order-create.js';
import { saleSources } from '../sales/sources/sale-sources.tables.js';
import type { RepairRecord } from './repair-transitions.js';

/**
 * The charge of an accepted quote (docs/repairs.md, Charges): a confirmed sale order of the
 * repair's customer with ONE service line at the charge (tax included, no discount), written by
 * the sales module's own `createSaleOrder`, so 收款单 collects it like any order. A service line
 * holds and moves no stock: the fittings leave stock once, through the repair's own lines. The
 * order comes from the organization's first enabled own-sales source and names a repair service
 * of the catalogue (上门维修, else 其他); answers the order's id and number.
 */
export async function openChargeOrder(
  tx: Db,
  actor: TransitionActor,
  repair: RepairRecord,
): Promise<{ id: number; documentNo: string }> {
  const [source] = await tx
    .select({ id: saleSources.id })
    .from(saleSources)
    .where(
      and(
        eq(saleSources.orgId, actor.orgId),
        eq(saleSources.kind, 'own'),
        eq(saleSources.enabled, true),
        isNull(saleSources.deletedAt),
      ),
    )
    .orderBy(asc(saleSources.id))
    .limit(1);
  if (!source) throw new AppError(400, 'repairs.chargeNoSource');
  const [service] = await tx
    .select({ id: platformServices.id })
    .from(platformServices)
    .where(
      and(
        eq(platformServices.orgId, actor.orgId),
        inArray(platformServices.kind, ['onSiteRepair', 'other']),
        eq(platformServices.enabled, true),
        isNull(platformServices.deletedAt),
      ),
    )
    .orderBy(desc(sql`${platformServices.kind} = 'onSiteRepair'`), asc(platformServices.id))
    .limit(1);
  if (!service) throw new AppError(400, 'repairs.chargeNoService');
  return createSaleOrder(
    tx,
    { orgId: actor.orgId, userId: actor.userId ?? repair.createdBy ?? 0 },
    {
      customerId: repair.customerId,
      sourceId: source.id,
      warehouseId: repair.warehouseId!,
      contactName: repair.contactName,
      contactPhone: repair.contactPhone,
      remark: `维修单 ${repair.documentNo}`,
      lines: [
        {
          itemKind: 'service',
          itemId: service.id,
          quantity: '1',
          unitPrice: repair.chargeFen,
          discountRate: 10_000,
          remark: repair.documentNo,
        },
      ],
      status: 'confirmed',
    },
    { trusted: true },
  );
}
