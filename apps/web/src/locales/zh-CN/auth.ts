/** The login page (registration's texts are in register.ts, with its lazy chunk). */
export const auth = {
  'login.title': '登录',
  'login.subtitle': 'CRM + ERP 业务管理后台',
  'login.organization': '登录组织：{{name}}',
  'login.username': '用户名',
  'login.usernameRequired': '请输入用户名',
  'login.password': '密码',
  'login.passwordRequired': '请输入密码',
  'login.submit': '登录',
  'login.toRegister': '注册账户',
  'login.failed': '登录失败',
};
