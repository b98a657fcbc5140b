import type { MessageCatalogue } from '../../platform/http/messages.js';

/** 下载中心: why an export failed, as its owner reads it (the technical error is in the server log). */
export const DOWNLOAD_MESSAGES = {
  'download.failed': {
    'zh-CN': '导出失败，请稍后重试；如仍失败，请联系管理员',
    en: 'The export failed. Try again later; if it keeps failing, contact your administrator.',
  },
  'download.refused': {
    'zh-CN': '导出未执行：您已无权导出这些数据',
    en: 'The export did not run: you may no longer export these records.',
  },
} satisfies MessageCatalogue;
