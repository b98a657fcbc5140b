import type { MessageCatalogue } from '../../platform/http/messages.js';

/** Texts of departments and employees, in both locales; the module's manifest registers them. */
export const HRM_MESSAGES = {
  'department.parentNotFound': { 'zh-CN': '上级部门不存在', en: 'The parent department does not exist.' },
  'department.cycle': {
    'zh-CN': '不能把部门移到它自己或它的下级部门之下',
    en: 'A department cannot be moved under itself or one of its sub-departments.',
  },
  'department.nameTaken': {
    'zh-CN': '同一上级部门下已有同名部门',
    en: 'A department with this name already exists under the same parent.',
  },
  'department.leaderNotFound': {
    'zh-CN': '负责人不是本组织的在册员工',
    en: 'The leader is not an employee of this organization.',
  },
  'department.hasChildren': {
    'zh-CN': '该部门下还有 {count} 个子部门，请先删除或移走子部门',
    en: 'This department still has {count} sub-department(s); delete or move them first.',
  },
  'department.hasStaff': {
    'zh-CN': '该部门下还有 {count} 名员工，请先将员工调到其他部门',
    en: 'This department still has {count} employee(s); move them to another department first.',
  },
  'employee.departmentNotFound': { 'zh-CN': '所属部门不存在', en: 'The department does not exist.' },
  'employee.jobNumberTaken': { 'zh-CN': '工号已存在', en: 'This job number is already in use.' },
  'employee.accountNotMember': {
    'zh-CN': '该账号不是本组织的成员',
    en: 'This account is not a member of this organization.',
  },
  'employee.accountLinked': {
    'zh-CN': '该账号已关联其他员工',
    en: 'This account is already linked to another employee.',
  },
} as const satisfies MessageCatalogue;
