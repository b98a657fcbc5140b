/** The home page's welcome panel. */
export const dashboard = {
  'dashboard.welcome': '{{greeting}}，{{name}}，欢迎回来',
  'dashboard.organization': '当前组织：{{organization}}',
  'dashboard.hint': '从左侧菜单选择一个模块开始工作。',
};
