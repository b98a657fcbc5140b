import {
  type callApi,
  type callToolbarApi,
  type crmCustomersApi,
  type Endpoint,
  routeOf,
} from '@atrium/contract';
import type { z } from 'zod';

/**
 * The toolbar's endpoints as schema-free routes: the slot that asks for the ticket loads with the
 * shell, so no zod here (see support-status-routes.ts).
 */

/** The built-in switch's answer / hang-up for the soft phone (contract call-switch.ts of the telephony work). */
type SwitchAction = Endpoint<
  z.ZodType<undefined>,
  z.ZodType<Record<string, never> | undefined>,
  z.ZodType<{ callRecordId: number }>,
  z.ZodType<unknown>
>;

export const CALL_TOOLBAR_ROUTES = {
  ticket: routeOf<typeof callApi.ticket>('GET', '/erp/call/ticket'),
  toolbarState: routeOf<typeof callToolbarApi.toolbarState>('GET', '/erp/call/toolbar/state'),
  toolbarLogin: routeOf<typeof callToolbarApi.toolbarLogin>('POST', '/erp/call/toolbar/login'),
  toolbarLogout: routeOf<typeof callToolbarApi.toolbarLogout>('POST', '/erp/call/toolbar/logout'),
  searchCustomer: routeOf<typeof crmCustomersApi.searchCustomer>('GET', '/erp/crm/search/customer'),
  switchAnswer: routeOf<SwitchAction>('POST', '/erp/call/switch/:callRecordId/answer'),
  switchHangup: routeOf<SwitchAction>('POST', '/erp/call/switch/:callRecordId/hangup'),
};
