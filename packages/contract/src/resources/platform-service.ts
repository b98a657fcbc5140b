import { defineResource } from '../resource.js';

/** What a platform service is: 安装 / 延保 / 上门维修 / 其他. */
export const PLATFORM_SERVICE_KINDS = ['installation', 'extendedWarranty', 'onSiteRepair', 'other'] as const;
export type PlatformServiceKind = (typeof PLATFORM_SERVICE_KINDS)[number];

/** Sold on its own (an extended warranty bought later) or only on an order line with a product. */
export const PLATFORM_SERVICE_SALE_MODES = ['standalone', 'withProduct'] as const;

/**
 * How long a service lasts, by kind: an extended warranty covers `validityMonths` (required, counted
 * from the end of the product's warranty); installation and on-site repair take `durationMinutes`
 * of a technician's time (required: the visit is scheduled by it); `other` may give either. Two
 * plain integer fields instead of one "amount + unit" pair: each is exact, sortable and means one
 * thing, and the kind says which one is required (the server refuses a missing one).
 */
export const PLATFORM_SERVICE_LENGTH_FIELD = {
  extendedWarranty: 'validityMonths',
  installation: 'durationMinutes',
  onSiteRepair: 'durationMinutes',
} as const satisfies Partial<Record<PlatformServiceKind, string>>;

/**
 * 平台服务 / 新建平台服务 (/product/service/list, /product/service/create): services sold with
 * products or on their own. The product categories it applies to are its lines (one category per
 * line, written with the record under its version check); no line means every category, and a
 * category covers its sub-categories.
 */
export const platformServiceResource = defineResource({
  name: 'platformService',
  basePath: '/erp/catalogue/platformService',
  menuKey: 'platformServiceList',
  recordLabel: { 'zh-CN': '平台服务', en: 'Platform service' },
  fields: {
    code: {
      kind: 'text',
      labelKey: 'platformService.code',
      label: { 'zh-CN': '服务编码', en: 'Code' },
      required: true,
      unique: true,
      maxLength: 64,
      pattern: /^[A-Za-z0-9._\-/]+$/,
      sortable: true,
      filter: 'contains',
    },
    name: {
      kind: 'text',
      labelKey: 'platformService.name',
      label: { 'zh-CN': '服务名称', en: 'Name' },
      required: true,
      maxLength: 120,
      sortable: true,
      filter: 'contains',
    },
    kind: {
      kind: 'enum',
      values: PLATFORM_SERVICE_KINDS,
      labelKey: 'platformService.kind',
      label: { 'zh-CN': '服务类型', en: 'Kind' },
      required: true,
      filter: 'eq',
      valueLabels: {
        installation: { 'zh-CN': '安装', en: 'Installation' },
        extendedWarranty: { 'zh-CN': '延保', en: 'Extended warranty' },
        onSiteRepair: { 'zh-CN': '上门维修', en: 'On-site repair' },
        other: { 'zh-CN': '其他', en: 'Other' },
      },
    },
    price: {
      kind: 'money',
      labelKey: 'platformService.price',
      label: { 'zh-CN': '价格', en: 'Price' },
      required: true,
      min: 0,
      sortable: true,
      filter: 'range',
    },
    validityMonths: {
      nullable: true,
      kind: 'number',
      integer: true,
      min: 1,
      max: 120,
      labelKey: 'platformService.validityMonths',
      label: { 'zh-CN': '有效期（月）', en: 'Validity (months)' },
      sortable: true,
    },
    durationMinutes: {
      nullable: true,
      kind: 'number',
      integer: true,
      min: 1,
      max: 1440,
      labelKey: 'platformService.durationMinutes',
      label: { 'zh-CN': '服务时长（分钟）', en: 'Duration (minutes)' },
      sortable: true,
    },
    saleMode: {
      kind: 'enum',
      values: PLATFORM_SERVICE_SALE_MODES,
      labelKey: 'platformService.saleMode',
      label: { 'zh-CN': '销售方式', en: 'Sold' },
      required: true,
      filter: 'eq',
      valueLabels: {
        standalone: { 'zh-CN': '可单独销售', en: 'On its own' },
        withProduct: { 'zh-CN': '仅随商品销售', en: 'Only with a product' },
      },
    },
    enabled: {
      kind: 'boolean',
      labelKey: 'platformService.enabled',
      label: { 'zh-CN': '是否启用', en: 'Enabled' },
      filter: 'eq',
    },
    description: {
      kind: 'textarea',
      labelKey: 'platformService.description',
      label: { 'zh-CN': '服务说明', en: 'Description' },
      maxLength: 1000,
      visibleIn: { list: false },
    },
  },
  lines: {
    fields: {
      categoryId: {
        kind: 'reference',
        ref: 'productCategory',
        labelKey: 'platformService.categoryId',
        label: { 'zh-CN': '适用商品分类', en: 'Product category' },
        required: true,
      },
    },
    max: 200,
  },
});
