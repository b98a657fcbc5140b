import type { dashboard as zh } from '../zh-CN/dashboard';

export const dashboard: Record<keyof typeof zh, string> = {
  'dashboard.welcome': '{{greeting}}, {{name}}, welcome back',
  'dashboard.organization': 'Organization: {{organization}}',
  'dashboard.hint': 'Pick a module from the menu to start working.',
};
