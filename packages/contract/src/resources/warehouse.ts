import { defineAssignmentScope } from '../record-scopes.js';
import { defineResource } from '../resource.js';

/**
 * "Records of my warehouses" (docs/stock.md "Data scopes"): my warehouses are the warehouses whose
 * manager (负责人, `managerUserId`) I am. The stock module reads them (stock-scopes.ts); a record
 * offers the scope on the field holding its warehouse (a receipt's and a count's `warehouseId`).
 */
export const MY_WAREHOUSES_SCOPE = defineAssignmentScope({
  name: 'myWarehouses',
  label: { 'zh-CN': '我负责的仓库的记录', en: 'Records of my warehouses' },
});

/**
 * 仓库列表 (/supply/warehouse/list): where stock is kept. Creating one creates its root stock
 * location; a disabled warehouse takes no stock moves in or out (docs/stock.md).
 */
export const warehouseResource = defineResource({
  name: 'warehouse',
  basePath: '/erp/stock/warehouse',
  menuKey: 'warehouseList',
  recordLabel: { 'zh-CN': '仓库', en: 'Warehouse' },
  // The manager takes part in their warehouse: a role may see only the warehouses its holder manages.
  scopes: { participants: { field: 'managerUserId' } },
  fields: {
    code: {
      kind: 'text',
      labelKey: 'warehouse.code',
      label: { 'zh-CN': '仓库编码', en: 'Code' },
      required: true,
      unique: true,
      maxLength: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      sortable: true,
      filter: 'contains',
    },
    name: {
      kind: 'text',
      labelKey: 'warehouse.name',
      label: { 'zh-CN': '仓库名称', en: 'Name' },
      required: true,
      maxLength: 64,
      sortable: true,
      filter: 'contains',
    },
    address: {
      kind: 'text',
      labelKey: 'warehouse.address',
      label: { 'zh-CN': '地址', en: 'Address' },
      maxLength: 200,
    },
    managerUserId: {
      nullable: true,
      kind: 'reference',
      ref: 'user',
      labelKey: 'warehouse.managerUserId',
      label: { 'zh-CN': '负责人', en: 'Manager' },
      filter: 'eq',
    },
    enabled: {
      kind: 'boolean',
      labelKey: 'warehouse.enabled',
      label: { 'zh-CN': '是否启用', en: 'Enabled' },
      filter: 'eq',
    },
    allowNegative: {
      kind: 'boolean',
      labelKey: 'warehouse.allowNegative',
      label: { 'zh-CN': '允许负库存', en: 'Allow negative stock' },
      filter: 'eq',
    },
  },
});
