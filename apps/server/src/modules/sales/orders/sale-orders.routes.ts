import * as api from '@atrium/contract/endpoints/sale-orders';
import { saleGoodsResource } from '@atrium/contract/resources/sale-goods';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerRecordScopes } from '../../../platform/access/record-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import type { Member } from '../../../platform/http/request-context.js';
import { bindResource } from '../../../platform/resources/bind-resource.js';
import { bindListExport } from '../../../platform/resources/export/bind-list-export.js';
import { customers } from '../../crm/customers.tables.js';
import { saleGoodsRules, saleItemOptions } from '../goods/sale-goods.service.js';
import { saleGoods, saleGoodsPrices } from '../goods/sale-goods.tables.js';
import { createSaleOrder } from './sale-order-create.js';
import { editOrderLines } from './sale-order-line-edit.js';
import { saleOrderLineExporter } from './sale-order-line-export.js';
import { customerRateOf, orderCustomer } from './sale-order-parties.js';
import { linePage, orderDetail, orderPage } from './sale-order-queries.js';
import { assertOrderInScope, ordersInScope } from './sale-order-scopes.js';
import { saleOrderTransitionKind } from './sale-order-transitions.js';
import { updateDraftOrder } from './sale-order-update.js';

/** 销售订单, 销售订单明细 and 销售商品 (docs/sales-orders.md). */
export function registerSaleOrderRoutes(app: FastifyInstance, db: Db): void {
  registerRecordScopes(app.dataScopes, api.saleOrderScopes);
  app.transitions.register(saleOrderTransitionKind);
  bindResource(app, db, saleGoodsResource, saleGoods, { lineTable: saleGoodsPrices, ...saleGoodsRules });

  const detail = async (member: Member, id: number) => {
    const [order, transitions] = await Promise.all([
      orderDetail(db, member, id),
      app.transitions.statusOf(saleOrderTransitionKind, member, id),
    ]);
    return { ...order, transitions };
  };

  bindEndpoint(app, api.saleOrderPage, async ({ member, query }) => {
    // The row actions' grants are asked while the page is read.
    const reading = ordersInScope(db, member).then((inScope) => orderPage(db, member.orgId, inScope, query));
    const [page, offered] = await Promise.all([
      reading,
      app.transitions.offeredOn(
        saleOrderTransitionKind,
        member,
        reading.then((read) => read.list.map((row) => ({ id: row.id, state: row.status }))),
      ),
    ]);
    for (const row of page.list) Object.assign(row, offered.get(row.id));
    return page;
  });
  bindEndpoint(app, api.saleOrderGet, async ({ member, params }) => {
    // Read side by side: an order outside the scope fails the first, and nothing is answered.
    const [, shown] = await Promise.all([
      assertOrderInScope(db, member, params.id),
      detail(member, params.id),
    ]);
    return shown;
  });
  bindEndpoint(app, api.saleOrderCreate, async ({ member, body }) => {
    const { id } = await db.transaction((tx) => createSaleOrder(tx, member, body));
    return detail(member, id);
  });
  bindEndpoint(app, api.saleOrderUpdate, async ({ member, params, body }) => {
    await assertOrderInScope(db, member, params.id);
    await updateDraftOrder(db, member, params.id, body);
    return detail(member, params.id);
  });
  bindEndpoint(app, api.saleOrderLineEdit, async ({ member, params, body }) => {
    await assertOrderInScope(db, member, params.id);
    const { touched } = await editOrderLines(db, member, params.id, body);
    const after = await orderDetail(db, member, params.id, touched);
    return {
      version: after.version,
      totalFen: after.totalFen,
      listTotalFen: after.listTotalFen,
      taxFen: after.taxFen,
      lineCount: after.lineCount,
      lines: after.lines,
    };
  });
  const transitions = {
    submit: api.saleOrderSubmit,
    confirm: api.saleOrderConfirm,
    complete: api.saleOrderComplete,
    cancel: api.saleOrderCancel,
  } as const;
  for (const [name, endpoint] of Object.entries(transitions) as [
    api.SaleOrderTransition,
    typeof api.saleOrderSubmit,
  ][]) {
    // Taken in its own transaction; the detail is read after it commits (PGlite has one connection).
    bindEndpoint(app, endpoint, async ({ member, params, body }) => {
      await assertOrderInScope(db, member, params.id);
      const taken = await app.transitions.take(
        saleOrderTransitionKind,
        name,
        member,
        params.id,
        body?.version,
      );
      if (!taken.done) return { pending: true as const, requestId: taken.requestId };
      return detail(member, params.id);
    });
  }
  bindEndpoint(app, api.saleOrderCustomerRate, async ({ member, query }) => {
    // The customer must be one the caller may order for (the same check as an order's).
    await orderCustomer(db, member, query.customerId);
    const [customer] = await db
      .select({ name: customers.name, phone: customers.phone, address: customers.address })
      .from(customers)
      .where(and(eq(customers.orgId, member.orgId), eq(customers.id, query.customerId)));
    return {
      rate: await customerRateOf(db, member.orgId, query.customerId),
      contactName: customer?.name ?? '',
      contactPhone: customer?.phone ?? '',
      address: customer?.address ?? '',
    };
  });
  bindEndpoint(app, api.saleItemOptions, ({ member, query }) => saleItemOptions(db, member.orgId, query));
  bindEndpoint(app, api.saleOrderLinePage, async ({ member, query }) =>
    linePage(db, member.orgId, await ordersInScope(db, member), query),
  );
  bindListExport(app, api.saleOrderLineExport, saleOrderLineExporter);
}
