import { defineResource } from '../resource.js';

/** The most decimals a unit may take: stock quantities are numeric(18, 4). */
export const UNIT_DECIMALS_MAX = 4;

/**
 * 计量单位 (/product/unit): the units products and fittings are counted in (台, 个, 米…), one list
 * per organization. A unit says how many decimals its quantities take (0: whole numbers only); the
 * stock ledger refuses a quantity finer than that. Products and fittings name their unit by its
 * name (unique per organization), so imports and exports carry the name (docs/stock.md, Units).
 */
export const unitResource = defineResource({
  name: 'unit',
  basePath: '/erp/catalogue/unit',
  menuKey: 'productUnit',
  recordLabel: { 'zh-CN': '计量单位', en: 'Unit' },
  fields: {
    name: {
      kind: 'text',
      labelKey: 'unit.name',
      label: { 'zh-CN': '单位名称', en: 'Name' },
      required: true,
      unique: true,
      maxLength: 16,
      sortable: true,
      filter: 'contains',
    },
    decimals: {
      kind: 'number',
      integer: true,
      min: 0,
      max: UNIT_DECIMALS_MAX,
      labelKey: 'unit.decimals',
      label: { 'zh-CN': '小数位数', en: 'Decimals' },
      required: true,
      sortable: true,
    },
    enabled: {
      kind: 'boolean',
      labelKey: 'unit.enabled',
      label: { 'zh-CN': '是否启用', en: 'Enabled' },
      filter: 'eq',
    },
  },
});
