import type { Locale } from '@atrium/contract';

/**
 * Every text the server itself says, in both locales. `{name}` placeholders are filled by
 * `translate`. Keep keys grouped by where they are used.
 */
export const MESSAGES = {
  success: { 'zh-CN': '操作成功', en: 'Success' },
  badRequest: { 'zh-CN': '请求参数不正确', en: 'The request is invalid.' },
  invalidJson: { 'zh-CN': '请求体不是有效的 JSON', en: 'The request body is not valid JSON.' },
  payloadTooLarge: { 'zh-CN': '请求体过大', en: 'The request body is too large.' },
  unsupportedMediaType: { 'zh-CN': '不支持的请求内容类型', en: 'Unsupported content type.' },
  unauthorized: {
    'zh-CN': '登录已失效，请重新登录',
    en: 'You are not signed in or your session has expired; please sign in again.',
  },
  forbidden: {
    'zh-CN': '没有权限：缺少「{permission}」权限',
    en: 'Forbidden: the permission "{permission}" is missing.',
  },
  organizationNotFound: {
    'zh-CN': '组织不存在或您不是该组织成员',
    en: 'The organization does not exist or you are not a member of it.',
  },
  notFound: { 'zh-CN': '请求的资源不存在', en: 'Not found.' },
  tooManyRequests: { 'zh-CN': '请求过于频繁，请稍后再试', en: 'Too many requests; please try again later.' },
  serverError: { 'zh-CN': '系统错误', en: 'Internal server error.' },

  'login.invalidCredentials': { 'zh-CN': '用户名或密码错误', en: 'Incorrect username or password.' },
  'login.locked': {
    'zh-CN': '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins: the account is locked. Try again in {minutes} minutes.',
  },
  'login.pending': {
    'zh-CN': '账号正在等待管理员审核，审核通过后即可登录',
    en: 'Your account is waiting for an administrator to enable it.',
  },
  'login.disabled': {
    'zh-CN': '账号已被停用，请联系管理员',
    en: 'This account is disabled; contact an administrator.',
  },
  'login.noOrganization': {
    'zh-CN': '账号未加入任何组织，请联系管理员',
    en: 'This account does not belong to any organization; contact an administrator.',
  },
  'register.inviteCodeInvalid': { 'zh-CN': '邀请码无效', en: 'The invitation code is not valid.' },
  'register.usernameTaken': { 'zh-CN': '用户名已存在', en: 'This username is already taken.' },
  'password.wrongCurrent': { 'zh-CN': '原密码不正确', en: 'The current password is incorrect.' },

  'conflict.stale': {
    'zh-CN': '数据已被他人修改，请刷新后重试',
    en: 'Someone else saved this record first; reload and try again.',
  },
  'validation.unique': { 'zh-CN': '该值已存在，不能重复', en: 'This value is already in use.' },
  'validation.phone': { 'zh-CN': '联系电话格式不正确', en: 'The phone number format is incorrect.' },
  'validation.username': {
    'zh-CN': '用户名须为 3-32 位字母、数字、下划线、点或连字符',
    en: 'A username is 3-32 letters, digits, underscores, dots or hyphens.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
