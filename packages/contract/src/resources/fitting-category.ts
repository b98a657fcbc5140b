import { defineResource } from '../resource.js';

/**
 * 配件分类 (/product/fitting/category): the fitting category tree. A parent must be a live category of the
 * organization and never the category itself or one of its descendants (the engine's tree rule);
 * a category that fittings use can't be deleted.
 */
export const fittingCategoryResource = defineResource({
  name: 'fittingCategory',
  basePath: '/erp/catalogue/fittingCategory',
  menuKey: 'fittingCategory',
  recordLabel: { 'zh-CN': '配件分类', en: 'Fitting category' },
  parentField: 'parentId',
  fields: {
    name: {
      kind: 'text',
      labelKey: 'fittingCategory.name',
      label: { 'zh-CN': '分类名称', en: 'Name' },
      required: true,
      maxLength: 64,
      sortable: true,
      filter: 'contains',
    },
    parentId: {
      nullable: true,
      kind: 'reference',
      ref: 'fittingCategory',
      labelKey: 'fittingCategory.parentId',
      label: { 'zh-CN': '上级分类', en: 'Parent' },
      filter: 'eq',
    },
    sort: {
      kind: 'number',
      integer: true,
      min: 0,
      max: 9999,
      labelKey: 'fittingCategory.sort',
      label: { 'zh-CN': '排序', en: 'Order' },
      sortable: true,
    },
  },
});
