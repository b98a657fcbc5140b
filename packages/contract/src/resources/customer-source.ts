import { defineResource } from '../resource.js';

/** 客户来源 (spec §2.5 system admin): where customers come from, chosen on customer forms. */
export const customerSourceResource = defineResource({
  name: 'customerSource',
  basePath: '/erp/admin/customerSource',
  menuKey: 'customerSourceList',
  recordLabel: { 'zh-CN': '客户来源', en: 'Customer source' },
  fields: {
    name: {
      kind: 'text',
      labelKey: 'customerSource.name',
      label: { 'zh-CN': '来源名称', en: 'Source name' },
      required: true,
      maxLength: 64,
      sortable: true,
      filter: 'contains',
    },
    code: {
      kind: 'text',
      labelKey: 'customerSource.code',
      label: { 'zh-CN': '来源编码', en: 'Source code' },
      required: true,
      unique: true,
      maxLength: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      sortable: true,
      filter: 'in',
    },
    sort: {
      nullable: true,
      kind: 'number',
      labelKey: 'customerSource.sort',
      label: { 'zh-CN': '排序', en: 'Sort order' },
      min: 0,
      max: 9999,
      integer: true,
      sortable: true,
      filter: 'range',
    },
    enabled: {
      kind: 'boolean',
      labelKey: 'customerSource.enabled',
      label: { 'zh-CN': '是否启用', en: 'Enabled' },
      filter: 'eq',
    },
    remark: {
      kind: 'textarea',
      labelKey: 'customerSource.remark',
      label: { 'zh-CN': '备注', en: 'Remark' },
      maxLength: 500,
      visibleIn: { list: false, form: true, detail: true },
    },
  },
});
