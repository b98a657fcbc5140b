import type { fittings as zh } from '../zh-CN/fittings';

export const fittings: Record<keyof typeof zh, string> = {
  'fitting.code': 'Code',
  'fitting.name': 'Name',
  'fitting.categoryId': 'Category',
  'fitting.unit': 'Unit',
  'fitting.price': 'Price',
  'fitting.costPrice': 'Cost price',
  'fitting.enabled': 'Enabled',
  'fitting.products': 'Fits products',
  'fitting.productsPlaceholder': 'Search products by SKU, name or barcode',
  'fitting.productsHint': 'Pick several; leave empty when it fits none yet',
  'fitting.fitsCount': 'Fits',
  'fitting.fitsOf': 'Products "{{name}}" fits',
  'byProduct.placeholder': 'Fittings for a product',
  'byProduct.title': 'Fittings for "{{name}}"',
  'form.createTitle': 'New fitting',
  'form.editTitle': 'Edit fitting',
  'form.loading': 'Loading…',
};
