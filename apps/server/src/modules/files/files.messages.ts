import type { MessageCatalogue } from '../../platform/http/messages.js';

/** Texts of uploads, in both locales; the module's manifest registers them. */
export const FILES_MESSAGES = {
  'upload.tokenInvalid': {
    'zh-CN': '上传凭证无效、已使用或已过期，请重新上传',
    en: 'The upload credential is invalid, already used or expired; please upload again.',
  },
  'upload.kindNotAllowed': {
    'zh-CN': '不支持的文件类型：{name}（仅支持图片、PDF、Excel/Word、CSV/文本、MP3/WAV）',
    en: 'The file type of {name} is not allowed (images, PDF, Excel/Word, CSV/text, MP3/WAV only).',
  },
  'upload.contentMismatch': {
    'zh-CN': '文件「{name}」的内容与扩展名不符（实际内容为 {detected}）',
    en: 'The content of "{name}" does not match its extension (it is {detected}).',
  },
  'upload.notPicture': {
    'zh-CN': '「{name}」不是图片（仅支持 JPG、PNG、GIF、WebP）',
    en: '"{name}" is not a picture (JPG, PNG, GIF or WebP only).',
  },
} as const satisfies MessageCatalogue;
