import type { MessageCatalogue } from '../../platform/http/messages.js';

export const SUPPLY_MESSAGES = {
  'supply.primaryContactTwice': {
    'zh-CN': '只能有一位主联系人',
    en: 'Only one contact can be the primary contact.',
  },
  'supply.itemMissing': {
    'zh-CN': '所选商品或配件不存在',
    en: 'The chosen product or fitting does not exist.',
  },
  'supply.itemSupplied': {
    'zh-CN': '该供应商已供应此商品或配件',
    en: 'The supplier already supplies this item.',
  },
  'supply.activityInFuture': {
    'zh-CN': '发生时间不能晚于当前时间',
    en: 'The time it took place cannot be in the future.',
  },
  'supply.attachmentMissing': {
    'zh-CN': '附件不存在，请重新上传',
    en: 'An attachment does not exist; please upload it again.',
  },
} satisfies MessageCatalogue;
