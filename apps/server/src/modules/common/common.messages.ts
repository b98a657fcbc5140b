import type { MessageCatalogue } from '../../platform/http/messages.js';

/** Texts of dictionaries, in both locales; the module's manifest registers them. */
export const COMMON_MESSAGES = {
  'dict.typeTaken': { 'zh-CN': '字典类型编码已存在', en: 'This dictionary type code is already in use.' },
  'dict.valueTaken': {
    'zh-CN': '该字典值在此类型中已存在',
    en: 'This value already exists in the dictionary type.',
  },
  'dict.builtInDelete': {
    'zh-CN': '系统内置字典类型不能删除，可以将其停用',
    en: 'Built-in dictionary types cannot be deleted; disable them instead.',
  },
} as const satisfies MessageCatalogue;
