import type { auth as zh } from '../zh-CN/auth';

export const auth: Record<keyof typeof zh, string> = {
  'login.title': 'Sign in',
  'login.subtitle': 'CRM + ERP back office',
  'login.organization': 'Organization: {{name}}',
  'login.username': 'Username',
  'login.usernameRequired': 'Please enter your username',
  'login.password': 'Password',
  'login.passwordRequired': 'Please enter your password',
  'login.submit': 'Sign in',
  'login.toRegister': 'Create an account',
  'login.failed': 'Sign-in failed',
};
