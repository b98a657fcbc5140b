import { defineResource } from '../resource.js';

/**
 * 商品分类 (/product/category): the product category tree. A parent must be a live category of the
 * organization and never the category itself or one of its descendants (the engine's tree rule);
 * a category that products use can't be deleted.
 */
export const productCategoryResource = defineResource({
  name: 'productCategory',
  basePath: '/erp/catalogue/productCategory',
  menuKey: 'productCategory',
  recordLabel: { 'zh-CN': '商品分类', en: 'Product category' },
  parentField: 'parentId',
  fields: {
    name: {
      kind: 'text',
      labelKey: 'productCategory.name',
      label: { 'zh-CN': '分类名称', en: 'Name' },
      required: true,
      maxLength: 64,
      sortable: true,
      filter: 'contains',
    },
    parentId: {
      nullable: true,
      kind: 'reference',
      ref: 'productCategory',
      labelKey: 'productCategory.parentId',
      label: { 'zh-CN': '上级分类', en: 'Parent' },
      filter: 'eq',
    },
    sort: {
      kind: 'number',
      integer: true,
      min: 0,
      max: 9999,
      labelKey: 'productCategory.sort',
      label: { 'zh-CN': '排序', en: 'Order' },
      sortable: true,
    },
  },
});
