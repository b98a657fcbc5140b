import { callApi, callSwitchApi, callToolbarApi, crmCustomersApi } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { CALL_TOOLBAR_ROUTES as ROUTES } from './call-toolbar-routes';

describe('call toolbar routes', () => {
  it('match the endpoints they stand for', () => {
    const pairs = [
      [ROUTES.ticket, callApi.ticket],
      [ROUTES.toolbarState, callToolbarApi.toolbarState],
      [ROUTES.toolbarLogin, callToolbarApi.toolbarLogin],
      [ROUTES.toolbarLogout, callToolbarApi.toolbarLogout],
      [ROUTES.searchCustomer, crmCustomersApi.searchCustomer],
      [ROUTES.switchAnswer, callSwitchApi.switchAnswer],
      [ROUTES.switchHangup, callSwitchApi.switchHangup],
    ] as const;
    for (const [route, endpoint] of pairs) {
      expect({ method: route.method, path: route.path }).toEqual({
        method: endpoint.method,
        path: endpoint.path,
      });
    }
  });
});
