import {
  CLUE_IMPORT_FIELDS,
  CUSTOMER_IMPORT_FIELDS,
  crmCluesApi,
  crmCustomersApi,
  crmSupportCustomersApi,
  SUPPORT_CUSTOMER_IMPORT_FIELDS,
} from '@atrium/contract';
import type { ImportTarget } from './import-api';

/** The CRM lists' imports (hand-built lists, not resources): their endpoints and columns. */
export const customerPoolImportTarget: ImportTarget = {
  menuKey: 'customerPoolList',
  name: 'customerPool',
  fields: CUSTOMER_IMPORT_FIELDS,
  templatePath: crmCustomersApi.customerPoolImportTemplate.path,
  importPath: crmCustomersApi.customerPoolImport.path,
};

export const customerImportTarget: ImportTarget = {
  menuKey: 'customerList',
  name: 'customer',
  fields: CUSTOMER_IMPORT_FIELDS,
  templatePath: crmCustomersApi.customerImportTemplate.path,
  importPath: crmCustomersApi.customerImport.path,
};

/** Clues land in the pool being shown. */
export const clueImportTarget = (poolId: number): ImportTarget => ({
  menuKey: 'cluePoolList',
  name: 'clue',
  fields: CLUE_IMPORT_FIELDS,
  templatePath: crmCluesApi.clueImportTemplate.path,
  importPath: crmCluesApi.clueImport.path.replace(':id', String(poolId)),
});

export const supportCustomerImportTarget: ImportTarget = {
  menuKey: 'supportCustomerList',
  name: 'supportCustomer',
  fields: SUPPORT_CUSTOMER_IMPORT_FIELDS,
  templatePath: crmSupportCustomersApi.supportCustomerImportTemplate.path,
  importPath: crmSupportCustomersApi.supportCustomerImport.path,
};
