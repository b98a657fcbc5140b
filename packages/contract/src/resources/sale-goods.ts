import { defineResource } from '../resource.js';

/**
 * 销售商品 (/sale/goods): what the company sells and at what price per order source — a catalogue
 * product, fitting or platform service (exactly one), its default price, a price per source
 * (the lines) and whether it is on sale. The order line picker searches the goods on sale and
 * prices a line for the order's source, else at the default.
 */
export const saleGoodsResource = defineResource({
  name: 'saleGoods',
  basePath: '/erp/sale/goods',
  menuKey: 'saleGoods',
  recordLabel: { 'zh-CN': '销售商品', en: 'Goods' },
  fields: {
    productId: {
      kind: 'reference',
      ref: 'product',
      nullable: true,
      labelKey: 'saleGoods.product',
      label: { 'zh-CN': '商品', en: 'Product' },
      filter: 'eq',
    },
    fittingId: {
      kind: 'reference',
      ref: 'fitting',
      nullable: true,
      labelKey: 'saleGoods.fitting',
      label: { 'zh-CN': '配件', en: 'Fitting' },
      filter: 'eq',
    },
    serviceId: {
      kind: 'reference',
      ref: 'platformService',
      nullable: true,
      labelKey: 'saleGoods.service',
      label: { 'zh-CN': '平台服务', en: 'Platform service' },
      filter: 'eq',
    },
    defaultPrice: {
      kind: 'money',
      labelKey: 'saleGoods.defaultPrice',
      label: { 'zh-CN': '默认售价', en: 'Default price' },
      required: true,
      min: 0,
      sortable: true,
    },
    onSale: {
      kind: 'boolean',
      labelKey: 'saleGoods.onSale',
      label: { 'zh-CN': '在售', en: 'On sale' },
      filter: 'eq',
    },
    remark: {
      kind: 'text',
      labelKey: 'saleGoods.remark',
      label: { 'zh-CN': '备注', en: 'Remark' },
      maxLength: 200,
    },
  },
  lines: {
    fields: {
      sourceId: {
        kind: 'reference',
        ref: 'saleSource',
        labelKey: 'saleGoods.source',
        label: { 'zh-CN': '订单来源', en: 'Source' },
        required: true,
      },
      price: {
        kind: 'money',
        labelKey: 'saleGoods.price',
        label: { 'zh-CN': '来源售价', en: 'Price for the source' },
        required: true,
        min: 0,
      },
    },
    max: 50,
  },
});
