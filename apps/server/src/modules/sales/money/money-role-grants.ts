import type { DemoRoleGrants } from '../../../platform/modules/server-module.js';

/**
 * What the demo roles may do on the money screens (docs/sales-money.md): finance everything;
 * salespeople and their manager ask for invoices and returns; the warehouse and after-sales
 * receive returns.
 */
export const MONEY_DEMO_ROLE_GRANTS: DemoRoleGrants = {
  finance: {
    saleCollectOrderList: 'all',
    invoiceList: 'all',
    invoiceCreate: 'all',
    invoiceDetail: 'all',
    returnOrderList: 'all',
    returnOrderCreate: 'all',
    returnOrderDetail: 'all',
  },
  salesperson: {
    invoiceList: ['query', 'get', 'add'],
    invoiceCreate: ['add'],
    invoiceDetail: ['query', 'get'],
    returnOrderList: ['query', 'get', 'add'],
    returnOrderCreate: ['add'],
    returnOrderDetail: ['query', 'get'],
  },
  salesManager: {
    invoiceList: ['query', 'get', 'add'],
    invoiceCreate: ['add'],
    invoiceDetail: ['query', 'get'],
    returnOrderList: ['query', 'get', 'add'],
    returnOrderCreate: ['add'],
    returnOrderDetail: ['query', 'get'],
  },
  // As the planned screens granted them before this module took the menus over (demo-seed.ts).
  warehouse: {
    returnOrderList: ['query', 'get', 'update'],
    returnOrderDetail: ['query', 'get', 'update'],
  },
  afterSales: { returnOrderList: ['query', 'get', 'update'], returnOrderDetail: ['query', 'get'] },
};
