import { crmCustomersApi, defineResource, type Resource } from '@atrium/contract';

const DICT = {
  customerLevel: 'customerLevel',
  customerSource: 'customerSource',
  customerStage: 'customerStage',
};

/**
 * The customer lists' filters and sort described as a resource, so the pool and customer lists
 * reuse the resource engine's filter form and URL list state (resources/filter-form.tsx,
 * resources/use-list-url-state.ts). Only `fields` and `sortFields` are used: the customer
 * endpoints are hand-made (crmCustomersApi), not this resource's.
 */
const described = defineResource({
  name: 'customer',
  basePath: '/erp/crm/customer',
  menuKey: 'customerList',
  recordLabel: { 'zh-CN': '客户', en: 'Customer' },
  fields: {
    name: { kind: 'text', labelKey: 'field.name', filter: 'contains' },
    phone: { kind: 'text', labelKey: 'field.phone', filter: 'eq' },
    sn: { kind: 'text', labelKey: 'field.sn', filter: 'eq' },
    level: { kind: 'dict', labelKey: 'field.level', dictType: DICT.customerLevel, filter: 'eq' },
    stage: { kind: 'dict', labelKey: 'field.stage', dictType: DICT.customerStage, filter: 'eq' },
    source: { kind: 'dict', labelKey: 'field.source', dictType: DICT.customerSource, filter: 'eq' },
  },
});

export const customerFilterResource: Resource = {
  ...described,
  // The list endpoints sort by these only (CUSTOMER_SORT_FIELDS); the URL may not ask for others.
  sortFields: [...crmCustomersApi.CUSTOMER_SORT_FIELDS],
};

export const CUSTOMER_DICT_TYPES = DICT;
