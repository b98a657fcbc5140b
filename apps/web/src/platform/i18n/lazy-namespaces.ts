import type { activities } from '../../locales/zh-CN/activities';
import type { business } from '../../locales/zh-CN/business';
import type { callDuty } from '../../locales/zh-CN/call-duty';
import type { callRecords } from '../../locales/zh-CN/call-records';
import type { callSeats } from '../../locales/zh-CN/call-seats';
import type { callToolbar } from '../../locales/zh-CN/call-toolbar';
import type { clueSync } from '../../locales/zh-CN/clue-sync';
import type { clues } from '../../locales/zh-CN/clues';
import type { customerAssignment } from '../../locales/zh-CN/customer-assignment';
import type { customerAttachments } from '../../locales/zh-CN/customer-attachments';
import type { customerCasebook } from '../../locales/zh-CN/customer-casebook';
import type { customerQuery } from '../../locales/zh-CN/customer-query';
import type { customerTags } from '../../locales/zh-CN/customer-tags';
import type { customers } from '../../locales/zh-CN/customers';
import type { designer } from '../../locales/zh-CN/designer';
import type { discountRates } from '../../locales/zh-CN/discount-rates';
import type { download } from '../../locales/zh-CN/download';
import type { forms } from '../../locales/zh-CN/forms';
import type { masterData } from '../../locales/zh-CN/master-data';
import type { organization } from '../../locales/zh-CN/organization';
import type { privateSea } from '../../locales/zh-CN/private-sea';
import type { profile } from '../../locales/zh-CN/profile';
import type { recallReminders } from '../../locales/zh-CN/recall-reminders';
import type { recordingDialog } from '../../locales/zh-CN/recording-dialog';
import type { resourceImport } from '../../locales/zh-CN/resource-import';
import type { resources } from '../../locales/zh-CN/resources';
import type { salesViewing } from '../../locales/zh-CN/sales-viewing';
import type { supportCustomers } from '../../locales/zh-CN/support-customers';
import type { supportGroups } from '../../locales/zh-CN/support-groups';
import type { supportStatus } from '../../locales/zh-CN/support-status';
import type { systemAdmin } from '../../locales/zh-CN/system-admin';
import type { systemConfig } from '../../locales/zh-CN/system-config';
import type { takeSeat } from '../../locales/zh-CN/take-seat';
import type { weComMobile } from '../../locales/zh-CN/wecom-mobile';

/**
 * Namespaces that ship with the code that uses them rather than with the app: their screens are
 * lazy, so their texts stay off the login and shell chunks. Listed here for typed `t()` only; the
 * owning module adds its bundles when it loads (e.g. forms/forms-i18n.ts).
 */
export interface LazyNamespaces {
  forms: typeof forms;
  download: typeof download;
  organization: typeof organization;
  resources: typeof resources;
  resourceImport: typeof resourceImport;
  masterData: typeof masterData;
  designer: typeof designer;
  systemAdmin: typeof systemAdmin;
  systemConfig: typeof systemConfig;
  profile: typeof profile;
  customerTags: typeof customerTags;
  clueSync: typeof clueSync;
  salesViewing: typeof salesViewing;
  customers: typeof customers;
  customerQuery: typeof customerQuery;
  customerCasebook: typeof customerCasebook;
  discountRates: typeof discountRates;
  weComMobile: typeof weComMobile;
  business: typeof business;
  clues: typeof clues;
  supportStatus: typeof supportStatus;
  supportCustomers: typeof supportCustomers;
  supportGroups: typeof supportGroups;
  customerAssignment: typeof customerAssignment;
  activities: typeof activities;
  privateSea: typeof privateSea;
  recallReminders: typeof recallReminders;
  customerAttachments: typeof customerAttachments;
  recordingDialog: typeof recordingDialog;
  callRecords: typeof callRecords;
  callToolbar: typeof callToolbar;
  callDuty: typeof callDuty;
  callSeats: typeof callSeats;
  takeSeat: typeof takeSeat;
}
