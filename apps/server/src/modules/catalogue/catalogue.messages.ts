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
} as const satisfies MessageCatalogue;
