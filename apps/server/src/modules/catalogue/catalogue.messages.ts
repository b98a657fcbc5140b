import type { MessageCatalogue } from '../../platform/http/messages.js';

/** The catalogue's own texts (resource validation texts are the platform's). */
export const CATALOGUE_MESSAGES = {
  'catalogue.categoryHasChildren': {
    'zh-CN': '该分类下还有子分类，请先删除或移走子分类',
    en: 'The category has sub-categories: delete or move them first.',
  },
  'catalogue.categoryHasProducts': {
    'zh-CN': '该分类下还有 {count} 个商品，请先将其移到其他分类',
    en: 'The category still holds {count} products: move them to another category first.',
  },
  'catalogue.categoryHasFittings': {
    'zh-CN': '该分类下还有 {count} 个配件，请先将其移到其他分类',
    en: 'The category still holds {count} fittings: move them to another category first.',
  },
  'catalogue.fitProductRepeated': {
    'zh-CN': '商品 #{id} 重复选择',
    en: 'Product #{id} is chosen twice.',
  },
  'catalogue.fitProductMissing': {
    'zh-CN': '商品 #{id} 不存在或已删除',
    en: 'Product #{id} does not exist or was deleted.',
  },
  'catalogue.serviceValidityRequired': {
    'zh-CN': '延保服务须填写有效期（月）',
    en: 'An extended warranty needs its validity in months.',
  },
  'catalogue.serviceDurationRequired': {
    'zh-CN': '安装和上门维修服务须填写服务时长（分钟）',
    en: 'Installation and on-site repair need their duration in minutes.',
  },
  'catalogue.serviceCategoryRepeated': {
    'zh-CN': '该商品分类已选择',
    en: 'This product category is already chosen.',
  },
} as const satisfies MessageCatalogue;
