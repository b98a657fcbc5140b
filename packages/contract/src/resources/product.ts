import { defineResource } from '../resource.js';

/** At most this many images per product (spec §5: upload count limit 10). */
export const PRODUCT_IMAGES_MAX = 10;
/** At most this many specification attributes per product. */
export const PRODUCT_ATTRIBUTES_MAX = 30;

/** Value-added tax rates in use in China (percent); an enum keeps the rate exact. */
export const TAX_RATES = ['13', '9', '6', '3', '1', '0'] as const;

/**
 * 商品列表 / 新建商品 (/product/list, /product/create): what the company sells and stocks. The SKU
 * and the barcode are unique per organization; prices are integer fen. Stock moves name a product
 * as (item_kind 'product', its id) — docs/stock.md. Its specification attributes (`specs`: 颜色 =
 * 黑色, names unique per product) and images (`images`: uploaded files in display order, `main`
 * marks the main one, none marked: the first) are children saved with it in one request; the
 * server makes each new image's thumbnail, and a file that is not a readable image is a 400 on
 * `images.<n>.fileId`.
 */
export const productResource = defineResource({
  name: 'product',
  basePath: '/erp/catalogue/product',
  menuKey: 'productList',
  recordLabel: { 'zh-CN': '商品', en: 'Product' },
  fields: {
    // Set by the server from the main image of `images`, shown in the list only.
    thumbnailFileId: {
      kind: 'number',
      nullable: true,
      integer: true,
      readOnly: true,
      labelKey: 'product.thumbnail',
      label: { 'zh-CN': '主图', en: 'Image' },
      visibleIn: { list: true, form: false, detail: false, export: false },
    },
    sku: {
      kind: 'text',
      labelKey: 'product.sku',
      label: { 'zh-CN': 'SKU 编码', en: 'SKU' },
      required: true,
      unique: true,
      maxLength: 64,
      pattern: /^[A-Za-z0-9._\-/]+$/,
      sortable: true,
      filter: 'contains',
    },
    name: {
      kind: 'text',
      labelKey: 'product.name',
      label: { 'zh-CN': '商品名称', en: 'Name' },
      required: true,
      maxLength: 120,
      sortable: true,
      filter: 'contains',
    },
    categoryId: {
      kind: 'reference',
      ref: 'productCategory',
      labelKey: 'product.categoryId',
      label: { 'zh-CN': '商品分类', en: 'Category' },
      required: true,
      filter: 'eq',
    },
    brand: {
      kind: 'text',
      labelKey: 'product.brand',
      label: { 'zh-CN': '品牌', en: 'Brand' },
      maxLength: 64,
      filter: 'contains',
    },
    unit: {
      kind: 'text',
      labelKey: 'product.unit',
      label: { 'zh-CN': '单位', en: 'Unit' },
      required: true,
      maxLength: 16,
    },
    barcode: {
      kind: 'text',
      labelKey: 'product.barcode',
      label: { 'zh-CN': '条形码', en: 'Barcode' },
      unique: true,
      maxLength: 32,
      pattern: /^[0-9A-Za-z-]*$/,
      filter: 'eq',
    },
    listPrice: {
      kind: 'money',
      labelKey: 'product.listPrice',
      label: { 'zh-CN': '标准售价', en: 'List price' },
      required: true,
      min: 0,
      sortable: true,
      filter: 'range',
    },
    costPrice: {
      nullable: true,
      kind: 'money',
      labelKey: 'product.costPrice',
      label: { 'zh-CN': '成本价', en: 'Cost price' },
      min: 0,
    },
    taxRate: {
      kind: 'enum',
      values: TAX_RATES,
      labelKey: 'product.taxRate',
      label: { 'zh-CN': '税率', en: 'Tax rate' },
      required: true,
      valueLabels: Object.fromEntries(
        TAX_RATES.map((rate) => [rate, { 'zh-CN': `${rate}%`, en: `${rate}%` }]),
      ),
    },
    onSale: {
      kind: 'boolean',
      labelKey: 'product.onSale',
      label: { 'zh-CN': '上架', en: 'On sale' },
      filter: 'eq',
    },
    serialTracked: {
      kind: 'boolean',
      labelKey: 'product.serialTracked',
      label: { 'zh-CN': '序列号管理', en: 'Serial numbers' },
      filter: 'eq',
    },
    warrantyMonths: {
      nullable: true,
      kind: 'number',
      integer: true,
      min: 0,
      max: 120,
      labelKey: 'product.warrantyMonths',
      label: { 'zh-CN': '保修期（月）', en: 'Warranty (months)' },
    },
  },
  children: {
    specs: {
      max: PRODUCT_ATTRIBUTES_MAX,
      fields: {
        name: {
          kind: 'text',
          labelKey: 'product.specName',
          label: { 'zh-CN': '属性名', en: 'Attribute' },
          required: true,
          maxLength: 32,
        },
        value: {
          kind: 'text',
          labelKey: 'product.specValue',
          label: { 'zh-CN': '属性值', en: 'Value' },
          required: true,
          maxLength: 64,
        },
      },
    },
    images: {
      max: PRODUCT_IMAGES_MAX,
      fields: {
        fileId: {
          kind: 'number',
          integer: true,
          min: 1,
          labelKey: 'product.imageFile',
          label: { 'zh-CN': '图片', en: 'Image' },
          required: true,
        },
        main: {
          kind: 'boolean',
          labelKey: 'product.imageMain',
          label: { 'zh-CN': '主图', en: 'Main image' },
        },
        thumbnailFileId: {
          kind: 'number',
          integer: true,
          readOnly: true,
          labelKey: 'product.thumbnail',
          label: { 'zh-CN': '缩略图', en: 'Thumbnail' },
        },
      },
    },
  },
});
