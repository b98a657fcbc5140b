import type { MessageCatalogue } from '../../platform/http/messages.js';

/** Texts of sign-in and registration, in both locales; the module's manifest registers them. */
export const AUTH_MESSAGES = {
  'login.invalidCredentials': { 'zh-CN': '用户名或密码错误', en: 'Incorrect username or password.' },
  'login.locked': {
    'zh-CN': '登录失败次数过多，该账号在此地址已暂时锁定，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins: the account is locked from this address. Try again in {minutes} minutes.',
  },
  'login.slowed': {
    'zh-CN': '该账号近期登录失败次数过多，已限制登录频率，请 {seconds} 秒后再试',
    en: 'This account has had many failed sign-ins, so sign-in is slowed down. Try again in {seconds} seconds.',
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
} as const satisfies MessageCatalogue;
