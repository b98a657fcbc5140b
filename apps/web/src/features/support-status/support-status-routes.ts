import { type crmSupportApi, routeOf } from '@atrium/contract';

/** The header section's endpoints as schema-free routes: it loads with the shell, without zod. */
export const SUPPORT_STATUS_ROUTES = {
  currentMemberStatus: routeOf<typeof crmSupportApi.currentMemberStatus>(
    'GET',
    '/erp/crm/customer/support/group/member/current/status',
  ),
  enabledSupportGroups: routeOf<typeof crmSupportApi.enabledSupportGroups>(
    'GET',
    '/erp/crm/customer/support/group/enabled/list',
  ),
  switchMemberStatus: routeOf<typeof crmSupportApi.switchMemberStatus>(
    'PUT',
    '/erp/crm/customer/support/group/member/switch/status',
  ),
  changeMemberGroup: routeOf<typeof crmSupportApi.changeMemberGroup>(
    'PUT',
    '/erp/crm/customer/support/group/member/change/group',
  ),
  personPoolSelf: routeOf<typeof crmSupportApi.personPoolSelf>(
    'GET',
    '/erp/crm/customer/person/pool/member/:userId/self',
  ),
  updatePersonPoolSelf: routeOf<typeof crmSupportApi.updatePersonPoolSelf>(
    'PUT',
    '/erp/crm/customer/person/pool/member/:userId/self',
  ),
};
