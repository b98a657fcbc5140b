import { saleMoneyOpenOrder } from '@atrium/contract/endpoints/sale-money';
import { collectOrderResource } from '@atrium/contract/resources/collect-order';
import { invoiceResource } from '@atrium/contract/resources/invoice';
import { returnOrderResource } from '@atrium/contract/resources/return-order';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { bindResource } from '../../../platform/resources/bind-resource.js';
import { COLLECT_ORDER_EFFECTS, createCollectOrder } from './collect-orders.service.js';
import { createInvoice, INVOICE_EFFECTS, refuseInvoiceDelete, updateInvoice } from './invoices.service.js';
import {
  saleCollectionLines,
  saleCollections,
  saleInvoiceLines,
  saleInvoices,
  saleReturnLines,
  saleReturns,
} from './money.tables.js';
import { moneyOpenOrder } from './money-open.service.js';
import { createReturnOrder, RETURN_ORDER_EFFECTS, updateReturnOrder } from './return-orders.service.js';

/** Imported rows would skip the documents' checks against their orders: a money document is entered on its form. */
const refuseImportedRow = async () => ({ field: 'remark', key: 'sales.moneyNoImport' as const });

/** 收款单, 发票 and 退货单 on the resource engine, each with its own create rule and transitions, and the forms' read of an order's open figures. */
export function registerMoneyRoutes(app: FastifyInstance, db: Db): void {
  bindResource(app, db, collectOrderResource, saleCollections, {
    lineTable: saleCollectionLines,
    create: createCollectOrder,
    transitions: COLLECT_ORDER_EFFECTS,
    checkImportRow: refuseImportedRow,
  });
  bindResource(app, db, invoiceResource, saleInvoices, {
    lineTable: saleInvoiceLines,
    create: createInvoice,
    update: updateInvoice,
    delete: refuseInvoiceDelete,
    transitions: INVOICE_EFFECTS,
    checkImportRow: refuseImportedRow,
  });
  bindResource(app, db, returnOrderResource, saleReturns, {
    lineTable: saleReturnLines,
    create: createReturnOrder,
    update: updateReturnOrder,
    transitions: RETURN_ORDER_EFFECTS,
    checkImportRow: refuseImportedRow,
  });
  bindEndpoint(app, saleMoneyOpenOrder, ({ member, params }) =>
    moneyOpenOrder(db, app.referenceSources, member, params.id),
  );
}
