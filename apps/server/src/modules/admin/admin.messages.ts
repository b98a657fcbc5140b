import type { MessageCatalogue } from '../../platform/http/messages.js';

/** Texts of the administration module (users, roles, menus, personal center), in both locales; the module's manifest registers them. */
export const ADMIN_MESSAGES = {
  'register.usernameTaken': { 'zh-CN': '用户名已存在', en: 'This username is already taken.' },
  'password.wrongCurrent': { 'zh-CN': '原密码不正确', en: 'The current password is incorrect.' },
  'password.sameAsCurrent': {
    'zh-CN': '新密码不能与原密码相同',
    en: 'The new password must differ from the current one.',
  },

  'menu.keyTaken': { 'zh-CN': '该资源标识已存在', en: 'This key is already in use.' },
  'menu.keyReserved': {
    'zh-CN': '该标识是按钮操作的保留字，不能用作菜单标识',
    en: 'This key is reserved for button actions and cannot name a menu.',
  },
  'menu.parentNotFound': { 'zh-CN': '上级资源不存在', en: 'The parent entry does not exist.' },
  'menu.operParent': {
    'zh-CN': '按钮只能挂在菜单下，按钮下不能再添加资源',
    en: 'A button must sit under a menu, and nothing can sit under a button.',
  },
  'menu.operMove': {
    'zh-CN': '按钮只能在所属菜单内排序',
    en: 'A button can only be sorted within its own menu.',
  },
  'menu.cycle': {
    'zh-CN': '不能移动到自身或其下级资源之下',
    en: 'An entry cannot move under itself or one of its descendants.',
  },
  'menu.pathRequired': { 'zh-CN': '菜单必须填写路径', en: 'A menu needs a path.' },
  'menu.operPath': { 'zh-CN': '按钮不能设置路径', en: 'A button has no path.' },
  'menu.builtInPath': {
    'zh-CN': '系统内置资源的路径不能修改',
    en: 'The path of a built-in entry cannot change.',
  },
  'menu.builtInDelete': {
    'zh-CN': '系统内置资源不能删除，可以将其隐藏',
    en: 'Built-in entries cannot be deleted; hide them instead.',
  },

  'adminUser.cannotDisableSelf': {
    'zh-CN': '不能停用自己的账号',
    en: 'You cannot disable your own account.',
  },
  'adminUser.cannotChangeOwnRoles': {
    'zh-CN': '不能修改自己的角色，请由其他管理员修改',
    en: 'You cannot change your own roles; ask another administrator.',
  },
  'adminUser.roleNotFound': {
    'zh-CN': '所选角色不存在或不属于当前组织',
    en: 'A chosen role does not exist in this organization.',
  },
  'adminUser.organizationNotManaged': {
    'zh-CN': '您无权管理所选组织的用户',
    en: 'You may not manage users of a chosen organization.',
  },
  'role.codeTaken': { 'zh-CN': '角色编码已存在', en: 'This role code is already in use.' },
  'role.inUse': {
    'zh-CN': '该角色仍有 {count} 名用户在使用，请先移除这些用户的该角色再删除',
    en: 'This role is still held by {count} user(s); take it away from them before deleting it.',
  },
  'role.locked': {
    'zh-CN': '系统管理员角色始终拥有全部权限，不能修改其权限或删除',
    en: 'The administrator role always holds every permission: its grants cannot be changed and it cannot be deleted.',
  },
  'role.unknownScope': {
    'zh-CN': '该数据范围不可用，请重新选择',
    en: 'This data scope is not offered here; choose another.',
  },
  'role.unknownPermission': {
    'zh-CN': '未知的权限：{key}',
    en: 'Unknown permission: {key}',
  },
} as const satisfies MessageCatalogue;
