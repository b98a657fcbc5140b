import type { MessageCatalogue } from '../../platform/http/messages.js';

/** The catalogue's own texts (resource validation texts are the platform's). */
export const CATALOGUE_MESSAGES = {
  'catalogue.unitMissing': {
    'zh-CN': '单位「{name}」不存在，请先在计量单位中添加',
    en: 'There is no unit "{name}": add it under Units first.',
  },
  'catalogue.unitDisabled': {
    'zh-CN': '单位「{name}」已停用',
    en: 'The unit "{name}" is disabled.',
  },
  'catalogue.unitInUse': {
    'zh-CN': '单位「{name}」正被 {count} 个商品或配件使用，不能删除（可以停用）',
    en: 'The unit "{name}" is used by {count} products or fittings: it cannot be deleted (disable it instead).',
  },
  'catalogue.unitInUseRename': {
    'zh-CN': '单位「{name}」正被 {count} 个商品或配件使用，不能改名',
    en: 'The unit "{name}" is used by {count} products or fittings: it cannot be renamed.',
  },
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
  'catalogue.attributeRepeated': {
    'zh-CN': '规格属性「{name}」重复',
    en: 'The attribute "{name}" is listed twice.',
  },
  'catalogue.imageRepeated': { 'zh-CN': '同一张图片添加了两次', en: 'The same image is added twice.' },
  'catalogue.imageMissing': {
    'zh-CN': '图片文件不存在，请重新上传',
    en: 'The image file is gone: upload it again.',
  },
  'catalogue.imageNotImage': {
    'zh-CN': '「{name}」不是图片（商品图片仅支持 JPG、PNG、GIF、WebP）',
    en: '"{name}" is not an image (product images are JPG, PNG, GIF or WebP).',
  },
  'catalogue.imageTooLarge': {
    'zh-CN': '图片「{name}」过大，不能超过 {max} MB',
    en: 'The image "{name}" is too large: at most {max} MB.',
  },
  'catalogue.imageUnreadable': {
    'zh-CN': '图片「{name}」已损坏，无法读取',
    en: 'The image "{name}" is damaged and cannot be read.',
  },
  'catalogue.fitProductRepeated': {
    'zh-CN': '商品「{item}」重复选择',
    en: 'The product "{item}" is chosen twice.',
  },
  'catalogue.fitProductDeleted': {
    'zh-CN': '商品「{item}」已删除',
    en: 'The product "{item}" has been deleted.',
  },
  'catalogue.fitProductMissing': {
    'zh-CN': '所选第 {n} 个商品不存在',
    en: 'The product chosen at position {n} does not exist.',
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
