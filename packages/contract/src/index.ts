// The contract's single entry (the one barrel the house allows): everything server and browser share.
// A new endpoint or resource file needs no line here: import it as `@atrium/contract/endpoints/<file>`
// (or `/resources/<file>`); `@atrium/contract/all-endpoints` finds it for the route and fuzz tests.

export * from './approval-events.js';
export * from './approval-flow.js';
export * from './approval-flow-check.js';
export * from './business-clock.js';
export * from './business-hours.js';
export * from './call-events.js';
export * from './crm-import-columns.js';
export * from './endpoint.js';
export type { AuthEntry, Role, UserInfo } from './endpoints/admin.js';
export * as adminApi from './endpoints/admin.js';
export type { AdminUserDetail } from './endpoints/admin-users.js';
export * as adminUsersApi from './endpoints/admin-users.js';
export type { AiAnalysis, AiComment, AiResult, RecordingItem } from './endpoints/ai.js';
export * as aiApi from './endpoints/ai.js';
export type { AuditAction, AuditEntry } from './endpoints/audit.js';
export * as auditApi from './endpoints/audit.js';
export * as authApi from './endpoints/auth.js';
export type { AgentStatus, CallTicket, DutyRecord, DutyRecordRow, SeatRow } from './endpoints/call.js';
export * as callApi from './endpoints/call.js';
export type { CallRecordDetail, CallRecordingItem, CallRecordRow } from './endpoints/call-records.js';
export * as callRecordsApi from './endpoints/call-records.js';
export type { SeatAgentCandidate, SeatLine } from './endpoints/call-seats.js';
export * as callSeatsApi from './endpoints/call-seats.js';
export type { CallState, CallWebhookEvent, CallWebhookSourceRow } from './endpoints/call-switch.js';
export * as callSwitchApi from './endpoints/call-switch.js';
export type { ToolbarLoginBody, ToolbarSession } from './endpoints/call-toolbar.js';
export * as callToolbarApi from './endpoints/call-toolbar.js';
export type { DictItem } from './endpoints/common.js';
export * as commonApi from './endpoints/common.js';
export * as crmApi from './endpoints/crm.js';
export type { CustomerActivity } from './endpoints/crm-activities.js';
export * as crmActivitiesApi from './endpoints/crm-activities.js';
export type { DistributionObjectRow } from './endpoints/crm-assignment.js';
export * as crmAssignmentApi from './endpoints/crm-assignment.js';
export type { BusinessProduct, BusinessRow, BusinessTotals } from './endpoints/crm-business.js';
export * as crmBusinessApi from './endpoints/crm-business.js';
export type {
  ClueFieldMapping,
  ClueSyncDeliveryRow,
  ClueSyncDeliveryStatus,
  ClueSyncSourceRow,
} from './endpoints/crm-clue-sync.js';
export * as crmClueSyncApi from './endpoints/crm-clue-sync.js';
export type {
  ClueAllocationMode,
  CluePoolDetail,
  CluePoolMember,
  CluePoolRow,
  ClueRow,
  ClueStatus,
  UndealtKind,
  UndealtRow,
} from './endpoints/crm-clues.js';
export * as crmCluesApi from './endpoints/crm-clues.js';
export type { CustomerAttachment } from './endpoints/crm-customer-attachments.js';
export * as crmCustomerAttachmentsApi from './endpoints/crm-customer-attachments.js';
export type { CustomerMergeRow } from './endpoints/crm-customer-merges.js';
export * as crmCustomerMergesApi from './endpoints/crm-customer-merges.js';
export * as crmCustomerTagsApi from './endpoints/crm-customer-tags.js';
export type { CustomerEvent, CustomerEventKind, CustomerRow } from './endpoints/crm-customers.js';
export * as crmCustomersApi from './endpoints/crm-customers.js';
export type {
  DepartmentOption,
  PrivateSeaRule,
  PrivateSeaRuleInput,
  RecallOwner,
  RecallPreview,
} from './endpoints/crm-private-sea.js';
export * as crmPrivateSeaApi from './endpoints/crm-private-sea.js';
export type {
  SalesViewingFigures,
  SalesViewingRow,
} from './endpoints/crm-sales-viewing.js';
export * as crmSalesViewingApi from './endpoints/crm-sales-viewing.js';
export type { MemberStatus, PersonPoolSetting, SupportGroupOption } from './endpoints/crm-support.js';
export * as crmSupportApi from './endpoints/crm-support.js';
export type {
  SupportCustomerRow,
  SupportCustomerStatus,
  SupportDistributionGroup,
} from './endpoints/crm-support-customers.js';
export * as crmSupportCustomersApi from './endpoints/crm-support-customers.js';
export type {
  SupportGroupAdminMember,
  SupportGroupCandidate,
  SupportGroupRow,
} from './endpoints/crm-support-groups.js';
export * as crmSupportGroupsApi from './endpoints/crm-support-groups.js';
export type { CustomerTagPickerGroup } from './endpoints/crm-tags.js';
export * as crmTagsApi from './endpoints/crm-tags.js';
export type { DictEntry, DictType } from './endpoints/dictionaries.js';
export * as dictionariesApi from './endpoints/dictionaries.js';
export type { DownloadEntry, DownloadStatus } from './endpoints/download.js';
export * as downloadApi from './endpoints/download.js';
export type { StoredFile, UploadKind, UploadPurpose } from './endpoints/files.js';
export * as filesApi from './endpoints/files.js';
export type {
  ApprovalInstanceRow,
  InstanceDetail,
  ProcessDetail,
  ProcessDraft,
  ProcessSettings,
  ProcessStarters,
} from './endpoints/flw.js';
export * as flwApi from './endpoints/flw.js';
export * as flwBindingsApi from './endpoints/flw-bindings.js';
export type { DepartmentRow, EmployeeRow, EmployeeStatus, Gender } from './endpoints/hrm.js';
export * as hrmApi from './endpoints/hrm.js';
export type { MenuNode } from './endpoints/menus.js';
export * as menusApi from './endpoints/menus.js';
export type { NotificationEntry, NotificationFilter } from './endpoints/notifications.js';
export * as notificationsApi from './endpoints/notifications.js';
export type { MySession, Profile } from './endpoints/profile.js';
export * as profileApi from './endpoints/profile.js';
export * as realtimeApi from './endpoints/realtime.js';
export type { DataScopeKind, GrantTreeEntry, RoleDataScope, RoleDetail } from './endpoints/roles.js';
export * as rolesApi from './endpoints/roles.js';
export * from './form-definition.js';
export * from './http.js';
export * from './menu-catalogue.js';
export * from './money-text.js';
export * from './notification-events.js';
export * from './permissions.js';
export * from './realtime-protocol.js';
export * from './record-scopes.js';
export * from './record-timeline.js';
export * from './record-transitions.js';
export * from './repair-warranty.js';
export * from './resource.js';
export * from './resource-decimal.js';
export * from './resource-export.js';
export * from './resource-import.js';
export * from './resources/customer-case.js';
export * from './resources/customer-discount-rate.js';
export * from './resources/customer-source.js';
export * from './resources/customer-tag.js';
export * from './resources/payment-channel.js';
export * from './round-robin.js';
export * from './rules/constants.js';
export * from './rules/credit-code.js';
export * from './rules/department-tree.js';
export * from './rules/phone.js';
export * from './sale-amounts.js';
export * from './sla-clock.js';
export * from './stock-quantity.js';
export * from './zod-kit.js';
