import type { register as zh } from '../zh-CN/register';

export const register: Record<keyof typeof zh, string> = {
  'register.title': 'Register',
  'register.inviteCode': 'Invitation code',
  'register.inviteCodeRequired': 'Please enter the invitation code',
  'register.username': 'Username',
  'register.usernameRequired': 'Please enter a username',
  'register.usernameFormat': 'Use 3-32 letters, digits, underscores, dots or hyphens',
  'register.name': 'Name',
  'register.nameRequired': 'Please enter your name',
  'register.mobile': 'Phone',
  'register.mobileRequired': 'Please enter your phone number',
  'register.password': 'Password',
  'register.passwordRequired': 'Please enter a password',
  'register.passwordLength': 'At least {{min}} characters',
  'register.confirm': 'Confirm password',
  'register.confirmRequired': 'Please repeat the password',
  'register.confirmMismatch': 'The two passwords do not match',
  'register.submit': 'Register',
  'register.toLogin': 'Sign in with an existing account',
  'registerResult.title': 'Registration received',
  'registerResult.description':
    'Account {{username}} was submitted to {{organization}}. An administrator must enable it before you can sign in.',
  'registerResult.descriptionNoName': 'An administrator must enable your account before you can sign in.',
  'registerResult.toLogin': 'Back to sign in',
};
