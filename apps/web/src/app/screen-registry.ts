import { lazyScreen, type Screen } from './lazy-screen';
import { publicScreenFor } from './public-screens';

/**
 * Menu key → screen of a signed-in user. A key without a screen yet opens the "coming in a later
 * release" page, so every path of the menu and of spec §2.2 resolves to something. Each screen is
 * its own chunk; this table loads with the shell, not with the login page (its preload lists
 * alone would cost the login page ~2 KB gzip).
 */
const SCREENS: Record<string, Screen> = {
  dashboard: lazyScreen(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
  devTestPage: lazyScreen(() => import('../features/dev/dev-test-page'), 'DevTestPage'),
  resourceList: lazyScreen(
    () => import('../features/system-config/resources/resources-page'),
    'ResourcesPage',
  ),
  crmDictionary: lazyScreen(
    () => import('../features/system-config/dictionaries/dictionaries-page'),
    'DictionariesPage',
  ),
  auditLog: lazyScreen(() => import('../features/system-config/audit/audit-page'), 'AuditPage'),
  personalCenterManage: lazyScreen(
    () => import('../features/personal-center/personal-center-page'),
    'PersonalCenterPage',
  ),
  adminUserList: lazyScreen(
    () => import('../features/system-admin/admin-user-list-page'),
    'AdminUserListPage',
  ),
  roleList: lazyScreen(() => import('../features/system-admin/role-list-page'), 'RoleListPage'),
  roleCreate: lazyScreen(() => import('../features/system-admin/role-editor-page'), 'RoleEditorPage'),
  organizationList: lazyScreen(
    () => import('../features/organization/organization-list-page'),
    'OrganizationListPage',
  ),
  newOrganizationList: lazyScreen(
    () => import('../features/organization/new-organization-list-page'),
    'NewOrganizationListPage',
  ),
  organizationDetail: lazyScreen(
    () => import('../features/organization/organization-detail-page'),
    'OrganizationDetailPage',
  ),
  staffList: lazyScreen(() => import('../features/organization/staff-list-page'), 'StaffListPage'),
  staffDetail: lazyScreen(() => import('../features/organization/staff-detail-page'), 'StaffDetailPage'),
  callAgentList: lazyScreen(() => import('../features/call-seats/seat-list-page'), 'CallAgentListPage'),
  secondCallAgentList: lazyScreen(
    () => import('../features/call-seats/seat-list-page'),
    'SecondCallAgentListPage',
  ),
  dutyRecordList: lazyScreen(
    () => import('../features/call-seats/duty-record-list-page'),
    'DutyRecordListPage',
  ),
  customerSourceList: lazyScreen(
    () => import('../features/master-data/customer-source-list-page'),
    'CustomerSourceListPage',
  ),
  paymentChannel: lazyScreen(
    () => import('../features/master-data/payment-channel-list-page'),
    'PaymentChannelListPage',
  ),
  customerTagList: lazyScreen(() => import('../features/crm-tags/customer-tags-page'), 'CustomerTagsPage'),
  privateSeaRuleList: lazyScreen(
    () => import('../features/crm-private-sea/private-sea-rule-list-page'),
    'PrivateSeaRuleListPage',
  ),
  privateSeaRuleDetail: lazyScreen(
    () => import('../features/crm-private-sea/private-sea-rule-detail-page'),
    'PrivateSeaRuleDetailPage',
  ),
  customerPoolList: lazyScreen(
    () => import('../features/crm-customers/customer-pool-list-page'),
    'CustomerPoolListPage',
  ),
  customerList: lazyScreen(() => import('../features/crm-customers/customer-list-page'), 'CustomerListPage'),
  customerCreate: lazyScreen(
    () => import('../features/crm-customers/customer-create-page'),
    'CustomerCreatePage',
  ),
  customerDetail: lazyScreen(
    () => import('../features/crm-customers/detail/customer-detail-page'),
    'CustomerDetailPage',
  ),
  customerCasebook: lazyScreen(() => import('../features/crm-casebook/casebook-page'), 'CasebookPage'),
  customerDiscountRate: lazyScreen(
    () => import('../features/crm-discount-rates/discount-rates-page'),
    'DiscountRatesPage',
  ),
  cluePoolList: lazyScreen(() => import('../features/crm-clues/clue-pool-list-page'), 'CluePoolListPage'),
  clueSyncConfig: lazyScreen(() => import('../features/crm-clue-sync/clue-sync-page'), 'ClueSyncPage'),
  saleViewing: lazyScreen(() => import('../features/sales-viewing/sales-viewing-page'), 'SalesViewingPage'),
  customerQuery: lazyScreen(
    () => import('../features/crm-customer-query/customer-query-page'),
    'CustomerQueryPage',
  ),
  cluePoolEdit: lazyScreen(() => import('../features/crm-clues/clue-pool-edit-page'), 'CluePoolEditPage'),
  clueAllocationEdit: lazyScreen(
    () => import('../features/crm-clues/clue-allocation-page'),
    'ClueAllocationPage',
  ),
  customerUndealtList: lazyScreen(() => import('../features/crm-clues/undealt-list-page'), 'UndealtListPage'),
  customerBusinessList: lazyScreen(
    () => import('../features/crm-business/business-list-page'),
    'BusinessListPage',
  ),
  businessCreate: lazyScreen(
    () => import('../features/crm-business/business-create-page'),
    'BusinessCreatePage',
  ),
  businessDetail: lazyScreen(
    () => import('../features/crm-business/business-detail-page'),
    'BusinessDetailPage',
  ),
  customerActivityList: lazyScreen(
    () => import('../features/crm-activities/activity-list-page'),
    'ActivityListPage',
  ),
  supportCustomerList: lazyScreen(
    () => import('../features/crm-support-customers/support-customer-list-page'),
    'SupportCustomerListPage',
  ),
  supportDistribution: lazyScreen(
    () => import('../features/crm-support-customers/support-distribution-page'),
    'SupportDistributionPage',
  ),
  customerAssignment: lazyScreen(
    () => import('../features/crm-assignment/customer-assignment-page'),
    'CustomerAssignmentPage',
  ),
  formDesigner: lazyScreen(() => import('../features/form-designer/form-designer-page'), 'FormDesignerPage'),
  callRecordList: lazyScreen(
    () => import('../features/call-records/call-record-list-page'),
    'CallRecordListPage',
  ),
  downloadCenterManage: lazyScreen(
    () => import('../features/download-center/download-center-page'),
    'DownloadCenterPage',
  ),
};

export function screenFor(key: string): Screen {
  return SCREENS[key] ?? publicScreenFor(key);
}
