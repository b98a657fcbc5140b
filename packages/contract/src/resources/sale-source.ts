import { defineResource } from '../resource.js';

export const SALE_SOURCE_KINDS = ['own', 'store', 'ecommerce'] as const;
export type SaleSourceKind = (typeof SALE_SOURCE_KINDS)[number];

/**
 * 订单来源 (/sale/source/list): where orders come from — the company's own sales, its stores, its
 * e-commerce shops (docs/sales-channels.md). The settings, the webhook key and the secret are not
 * resource fields: the source detail edits them (sale-channels.ts), and the secret is shown whole
 * only when generated.
 */
export const saleSourceResource = defineResource({
  name: 'saleSource',
  basePath: '/erp/sale/source',
  menuKey: 'sourceList',
  recordLabel: { 'zh-CN': '订单来源', en: 'Order source' },
  fields: {
    code: {
      kind: 'text',
      labelKey: 'saleSource.code',
      label: { 'zh-CN': '来源编码', en: 'Code' },
      required: true,
      unique: true,
      maxLength: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      sortable: true,
      filter: 'contains',
    },
    name: {
      kind: 'text',
      labelKey: 'saleSource.name',
      label: { 'zh-CN': '来源名称', en: 'Name' },
      required: true,
      maxLength: 64,
      sortable: true,
      filter: 'contains',
    },
    kind: {
      kind: 'enum',
      labelKey: 'saleSource.kind',
      label: { 'zh-CN': '来源类型', en: 'Kind' },
      values: SALE_SOURCE_KINDS,
      valueLabels: {
        own: { 'zh-CN': '自营', en: 'Own sales' },
        store: { 'zh-CN': '门店', en: 'Store' },
        ecommerce: { 'zh-CN': '电商', en: 'E-commerce' },
      },
      required: true,
      sortable: true,
      filter: 'in',
    },
    platform: {
      kind: 'text',
      labelKey: 'saleSource.platform',
      label: { 'zh-CN': '平台', en: 'Platform' },
      maxLength: 32,
      filter: 'eq',
    },
    enabled: {
      kind: 'boolean',
      labelKey: 'saleSource.enabled',
      label: { 'zh-CN': '是否启用', en: 'Enabled' },
      filter: 'eq',
    },
    remark: {
      kind: 'textarea',
      labelKey: 'saleSource.remark',
      label: { 'zh-CN': '备注', en: 'Remark' },
      maxLength: 500,
      visibleIn: { list: false, form: true, detail: true },
    },
  },
});
