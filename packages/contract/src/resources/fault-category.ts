import { defineResource } from '../resource.js';

/** The most typical fittings one fault category lists. */
export const FAULT_CATEGORY_FITTINGS_MAX = 20;

/**
 * 故障分类 (/repair/fault/category): the organization's fault category tree (屏幕 › 碎裂), each with
 * the fittings a repair of it typically takes and its labour time in minutes. A diagnosis starts
 * its quote from the categories chosen (docs/repairs.md). A parent must be a live category of the
 * organization and never the category itself or one of its descendants (the engine's tree rule).
 */
export const faultCategoryResource = defineResource({
  name: 'faultCategory',
  basePath: '/erp/repair/fault-category',
  menuKey: 'faultCategory',
  recordLabel: { 'zh-CN': '故障分类', en: 'Fault category' },
  parentField: 'parentId',
  fields: {
    name: {
      kind: 'text',
      labelKey: 'faultCategory.name',
      label: { 'zh-CN': '分类名称', en: 'Name' },
      required: true,
      maxLength: 64,
      sortable: true,
      filter: 'contains',
    },
    parentId: {
      nullable: true,
      kind: 'reference',
      ref: 'faultCategory',
      labelKey: 'faultCategory.parentId',
      label: { 'zh-CN': '上级分类', en: 'Parent' },
      filter: 'eq',
    },
    labourMinutes: {
      kind: 'number',
      integer: true,
      min: 0,
      max: 10_000,
      labelKey: 'faultCategory.labourMinutes',
      label: { 'zh-CN': '标准工时（分钟）', en: 'Labour (minutes)' },
      sortable: true,
    },
    sort: {
      kind: 'number',
      integer: true,
      min: 0,
      max: 9999,
      labelKey: 'faultCategory.sort',
      label: { 'zh-CN': '排序', en: 'Order' },
      sortable: true,
    },
    enabled: {
      kind: 'boolean',
      labelKey: 'faultCategory.enabled',
      label: { 'zh-CN': '是否启用', en: 'Enabled' },
      filter: 'eq',
    },
  },
  children: {
    fittings: {
      max: FAULT_CATEGORY_FITTINGS_MAX,
      fields: {
        fittingId: {
          kind: 'reference',
          ref: 'fitting',
          labelKey: 'faultCategory.fitting',
          label: { 'zh-CN': '配件', en: 'Fitting' },
          required: true,
        },
        quantity: {
          kind: 'quantity',
          labelKey: 'faultCategory.fittingQuantity',
          label: { 'zh-CN': '数量', en: 'Quantity' },
          required: true,
          min: 0.0001,
        },
      },
    },
  },
});
