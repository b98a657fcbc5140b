import { defineResource } from '../resource.js';

/**
 * 配件列表 / 新建配件 (/product/fitting/list, /product/fitting/create): spare parts that repairs
 * consume, with their own categories, codes and prices; stock moves name one as (item_kind
 * 'fitting', its id) — docs/stock.md.
 */
export const fittingResource = defineResource({
  name: 'fitting',
  basePath: '/erp/catalogue/fitting',
  menuKey: 'fittingList',
  recordLabel: { 'zh-CN': '配件', en: 'Fitting' },
  fields: {
    code: {
      kind: 'text',
      labelKey: 'fitting.code',
      label: { 'zh-CN': '配件编码', en: 'Code' },
      required: true,
      unique: true,
      maxLength: 64,
      pattern: /^[A-Za-z0-9._\-/]+$/,
      sortable: true,
      filter: 'contains',
    },
    name: {
      kind: 'text',
      labelKey: 'fitting.name',
      label: { 'zh-CN': '配件名称', en: 'Name' },
      required: true,
      maxLength: 120,
      sortable: true,
      filter: 'contains',
    },
    categoryId: {
      kind: 'reference',
      ref: 'fittingCategory',
      labelKey: 'fitting.categoryId',
      label: { 'zh-CN': '配件分类', en: 'Category' },
      required: true,
      filter: 'eq',
    },
    unit: {
      kind: 'text',
      labelKey: 'fitting.unit',
      label: { 'zh-CN': '单位', en: 'Unit' },
      required: true,
      maxLength: 16,
    },
    price: {
      kind: 'money',
      labelKey: 'fitting.price',
      label: { 'zh-CN': '售价', en: 'Price' },
      required: true,
      min: 0,
      sortable: true,
      filter: 'range',
    },
    costPrice: {
      nullable: true,
      kind: 'money',
      labelKey: 'fitting.costPrice',
      label: { 'zh-CN': '成本价', en: 'Cost price' },
      min: 0,
    },
    enabled: {
      kind: 'boolean',
      labelKey: 'fitting.enabled',
      label: { 'zh-CN': '是否启用', en: 'Enabled' },
      filter: 'eq',
    },
  },
});
