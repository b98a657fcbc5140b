import type { platformServices as zh } from '../zh-CN/platform-services';

export const platformServices: Record<keyof typeof zh, string> = {
  'platformService.code': 'Code',
  'platformService.name': 'Name',
  'platformService.kind': 'Kind',
  'platformService.price': 'Price',
  'platformService.validityMonths': 'Validity (months)',
  'platformService.durationMinutes': 'Duration (minutes)',
  'platformService.saleMode': 'Sold',
  'platformService.enabled': 'Enabled',
  'platformService.description': 'Description',
  'platformService.categoryId': 'Product category',
  'platformService.categories': 'Product categories',
  'platformService.categoriesPlaceholder': 'None chosen: every category',
  'platformService.categoriesHint': 'A category includes its sub-categories; leave empty for every product',
  'platformService.allCategories': 'All categories',
  'platformService.someCategories': '{{count}} categories',
  'platformService.lengthHint':
    'A warranty needs its validity; installation and on-site repair their duration',
  'form.createTitle': 'New platform service',
  'form.editTitle': 'Edit platform service',
  'form.loading': 'Loading…',
};
