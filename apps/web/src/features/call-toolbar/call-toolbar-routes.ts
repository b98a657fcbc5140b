import {
  type callApi,
  type callSwitchApi,
  type callToolbarApi,
  type crmCustomersApi,
  routeOf,
} from '@atrium/contract';

/**
 * The toolbar's endpoints as schema-free routes: the slot that asks for the ticket loads with the
 * shell, so no zod here (see support-status-routes.ts).
 */

export const CALL_TOOLBAR_ROUTES = {
  ticket: routeOf<typeof callApi.ticket>('GET', '/erp/call/ticket'),
  toolbarState: routeOf<typeof callToolbarApi.toolbarState>('GET', '/erp/call/toolbar/state'),
  toolbarLogin: routeOf<typeof callToolbarApi.toolbarLogin>('POST', '/erp/call/toolbar/login'),
  toolbarLogout: routeOf<typeof callToolbarApi.toolbarLogout>('POST', '/erp/call/toolbar/logout'),
  searchCustomer: routeOf<typeof crmCustomersApi.searchCustomer>('GET', '/erp/crm/search/customer'),
  switchAnswer: routeOf<typeof callSwitchApi.switchAnswer>('POST', '/erp/call/switch/:callRecordId/answer'),
  switchHangup: routeOf<typeof callSwitchApi.switchHangup>('POST', '/erp/call/switch/:callRecordId/hangup'),
};
