import { defineResource } from '../resource.js';
import { INT4_MAX } from '../zod-kit.js';

/** Attachment ids as the files module answers them, comma-separated (`12,15`). */
export const FILE_ID_LIST_PATTERN = /^\d{1,9}(,\d{1,9}){0,19}$/;

/**
 * 客户案例 (/customer/casebook): a searchable library of customer cases. Products are a free text
 * list until the product catalogue exists; the linked customer must be in the writer's data scope.
 */
export const customerCaseResource = defineResource({
  name: 'customerCase',
  basePath: '/erp/crm/customerCase',
  menuKey: 'customerCasebook',
  recordLabel: { 'zh-CN': '客户案例', en: 'Case' },
  fields: {
    title: {
      kind: 'text',
      labelKey: 'customerCase.title',
      label: { 'zh-CN': '案例标题', en: 'Title' },
      required: true,
      maxLength: 100,
      sortable: true,
      filter: 'contains',
    },
    problem: {
      kind: 'textarea',
      labelKey: 'customerCase.problem',
      label: { 'zh-CN': '客户问题', en: 'Problem' },
      required: true,
      maxLength: 2000,
      filter: 'contains',
    },
    resolution: {
      kind: 'textarea',
      labelKey: 'customerCase.resolution',
      label: { 'zh-CN': '解决方案', en: 'Resolution' },
      maxLength: 2000,
      filter: 'contains',
    },
    products: {
      kind: 'text',
      labelKey: 'customerCase.products',
      label: { 'zh-CN': '涉及产品', en: 'Products' },
      maxLength: 500,
      filter: 'contains',
    },
    customerId: {
      nullable: true,
      kind: 'number',
      labelKey: 'customerCase.customerId',
      label: { 'zh-CN': '关联客户ID', en: 'Customer id' },
      min: 1,
      max: INT4_MAX,
      integer: true,
      filter: 'eq',
    },
    attachments: {
      kind: 'text',
      labelKey: 'customerCase.attachments',
      label: { 'zh-CN': '附件ID', en: 'Attachment ids' },
      maxLength: 200,
      pattern: FILE_ID_LIST_PATTERN,
      visibleIn: { list: false, form: true, detail: true },
    },
  },
});
