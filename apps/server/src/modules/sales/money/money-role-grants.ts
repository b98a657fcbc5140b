import type { DemoRoleGrants } from '../../../platform/modules/server-module.js';

/**
 * What the demo roles may do on the money screens (docs/sales-money.md): finance everything;
 * salespeople and their manager ask for invoices and returns; the warehouse receives returns.
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
    invoiceDetail: ['get'],
    returnOrderList: ['query', 'get', 'add'],
    returnOrderCreate: ['add'],
    returnOrderDetail: ['get'],
  },
  salesManager: {
    invoiceList: ['query', 'get', 'add'],
    invoiceCreate: ['add'],
    invoiceDetail: ['get'],
    returnOrderList: ['query', 'get', 'add'],
    returnOrderCreate: ['add'],
    returnOrderDetail: ['get'],
  },
  warehouse: { returnOrderList: ['query', 'get', 'update'], returnOrderDetail: ['get', 'update'] },
};
