import { formatBusinessDate, isValidPhone, normalizePhone } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { dataScopeOf, isInScope } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { fieldError } from '../../../platform/http/app-error.js';
import { departmentOfMember } from '../../../platform/resources/resource-ownership.js';
import { customerScopeOf } from '../../crm/crm-data-scopes.js';
import { customerOptions } from '../../crm/customers/customer-options.service.js';
import { discountRateFor } from '../../crm/discount-rates/discount-rate-for.js';
import { stockWarehouses } from '../../stock/stock.tables.js';
import { saleSources } from '../sources/sale-sources.tables.js';

/** Who writes an order: a member of the organization. */
export interface SaleOrderActor {
  orgId: number;
  userId: number;
}

export interface OrderParties {
  customerName: string;
  customerDiscountRate: number;
  ownerUserId: number;
  ownerDepartmentId: number | null;
  contactPhone: string;
}

/**
 * A customer an order may be written for: one of the caller's customer data scope (the CRM
 * customer picker's rule, `customerOptions`), any of the organization's when `trusted`.
 */
export async function orderCustomer(tx: Db, actor: SaleOrderActor, customerId: number, trusted = false) {
  const scope = trusted
    ? { kind: 'all' as const, orgId: actor.orgId, userId: actor.userId }
    : await customerScopeOf(tx, actor);
  const [customer] = await customerOptions(tx, scope, { ids: [customerId] });
  if (!customer) throw fieldError('customerId', 'sales.orderCustomerMissing');
  return customer;
}

/** The customer's discount rate on an order written today: its own, else its level's, else list price. */
export async function customerRateOf(tx: Db, orgId: number, customerId: number): Promise<number> {
  const rate = await discountRateFor(tx, orgId, customerId, formatBusinessDate(new Date()));
  return rate?.rate ?? 10_000;
}

/**
 * The parties of an order, each checked as the CRM and stock check theirs: the customer within the
 * caller's customer data scope (the customer picker's rule, `customerOptions`), an enabled source,
 * a live enabled warehouse, the owner the caller or a member their scope holds, the contact phone
 * by §5's rules (stored normalized). `trusted` (an external order taken in by the platform) skips
 * the caller's scopes: the intake names the customer and owner itself.
 */
export async function orderParties(
  tx: Db,
  actor: SaleOrderActor,
  input: {
    customerId: number;
    sourceId: number;
    warehouseId: number;
    ownerUserId?: number;
    contactPhone?: string;
  },
  trusted = false,
): Promise<OrderParties> {
  const customer = await orderCustomer(tx, actor, input.customerId, trusted);
  const [source] = await tx
    .select({ id: saleSources.id })
    .from(saleSources)
    .where(
      and(
        eq(saleSources.orgId, actor.orgId),
        eq(saleSources.id, input.sourceId),
        eq(saleSources.enabled, true),
        isNull(saleSources.deletedAt),
      ),
    );
  if (!source) throw fieldError('sourceId', 'sales.orderSourceMissing');
  const [warehouse] = await tx
    .select({ id: stockWarehouses.id })
    .from(stockWarehouses)
    .where(
      and(
        eq(stockWarehouses.orgId, actor.orgId),
        eq(stockWarehouses.id, input.warehouseId),
        eq(stockWarehouses.enabled, true),
        isNull(stockWarehouses.deletedAt),
      ),
    );
  if (!warehouse) throw fieldError('warehouseId', 'sales.orderWarehouseMissing');
  const ownerUserId = input.ownerUserId ?? actor.userId;
  const ownerDepartmentId = await departmentOfMember(tx, actor.orgId, ownerUserId);
  if (ownerUserId !== actor.userId && !trusted) {
    const scope = await dataScopeOf(tx, actor);
    if (!isInScope(scope, { ownerUserId, ownerDepartmentId })) {
      throw fieldError('ownerUserId', 'validation.ownerOutOfScope');
    }
  }
  const contactPhone = normalizePhone(input.contactPhone ?? '');
  if (!isValidPhone(contactPhone, 2)) throw fieldError('contactPhone', 'validation.phone');
  return {
    customerName: customer.name,
    customerDiscountRate: await customerRateOf(tx, actor.orgId, input.customerId),
    ownerUserId,
    ownerDepartmentId,
    contactPhone,
  };
}
