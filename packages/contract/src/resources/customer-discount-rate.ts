import { defineResource } from '../resource.js';
import { INT4_MAX } from '../zod-kit.js';

/** Discount rates are integers in basis points of the list price: 10000 = 100% (no discount), 8500 = 85%. */
export const DISCOUNT_RATE_FULL = 10_000;

/**
 * 客户折扣率 (/product/discountRate): the share of the list price a customer pays on orders, set
 * per customer or per customer level (dictionary customerLevel) — exactly one of the two per row,
 * one row per customer and one per level. A customer's own rate wins over its level's.
 */
export const customerDiscountRateResource = defineResource({
  name: 'customerDiscountRate',
  basePath: '/erp/crm/customerDiscountRate',
  menuKey: 'customerDiscountRate',
  recordLabel: { 'zh-CN': '客户折扣率', en: 'Customer discount rate' },
  fields: {
    customerId: {
      nullable: true,
      kind: 'number',
      labelKey: 'customerDiscountRate.customerId',
      label: { 'zh-CN': '客户ID', en: 'Customer id' },
      min: 1,
      max: INT4_MAX,
      integer: true,
      filter: 'eq',
    },
    level: {
      kind: 'dict',
      dictType: 'customerLevel',
      labelKey: 'customerDiscountRate.level',
      label: { 'zh-CN': '客户等级', en: 'Customer level' },
      filter: 'eq',
    },
    rate: {
      kind: 'number',
      labelKey: 'customerDiscountRate.rate',
      label: { 'zh-CN': '折扣率（万分比）', en: 'Rate (basis points)' },
      required: true,
      min: 1,
      max: DISCOUNT_RATE_FULL,
      integer: true,
      sortable: true,
      filter: 'range',
    },
    effectiveFrom: {
      nullable: true,
      kind: 'date',
      labelKey: 'customerDiscountRate.effectiveFrom',
      label: { 'zh-CN': '生效日期', en: 'Effective from' },
      sortable: true,
    },
    effectiveTo: {
      nullable: true,
      kind: 'date',
      labelKey: 'customerDiscountRate.effectiveTo',
      label: { 'zh-CN': '失效日期', en: 'Effective to' },
      sortable: true,
    },
    remark: {
      kind: 'textarea',
      labelKey: 'customerDiscountRate.remark',
      label: { 'zh-CN': '备注', en: 'Remark' },
      maxLength: 500,
      visibleIn: { list: false, form: true, detail: true },
    },
  },
});
