import type { FlowProblemCode } from '@atrium/contract';
import type { MessageCatalogue } from '../../platform/http/messages.js';

/** Why a flow cannot be published, one text per `flowProblems` code ({name}: the node, field or id). */
const PROBLEM_MESSAGES = {
  'flwProcess.problem.duplicateId': {
    'zh-CN': '节点编号「{name}」重复',
    en: 'The node id "{name}" is used twice.',
  },
  'flwProcess.problem.defaultBranch': {
    'zh-CN': '条件分支「{name}」必须有且只有一个默认分支',
    en: 'The condition "{name}" needs exactly one default branch.',
  },
  'flwProcess.problem.noApprover': {
    'zh-CN': '流程至少需要一个审批人节点',
    en: 'The flow needs at least one approver node.',
  },
  'flwProcess.problem.unknownField': {
    'zh-CN': '表单中没有字段「{name}」',
    en: 'The form has no field "{name}".',
  },
  'flwProcess.problem.notEmployeeField': {
    'zh-CN': '字段「{name}」不是员工字段，不能作为审批人来源',
    en: 'The field "{name}" is not an employee field; it cannot name approvers.',
  },
  'flwProcess.problem.notNumberField': {
    'zh-CN': '字段「{name}」不是数字字段，不能比较大小',
    en: 'The field "{name}" is not a number field; it cannot be compared by size.',
  },
  'flwProcess.problem.notDecimal': {
    'zh-CN': '「{name}」的比较值必须是数字',
    en: 'The value compared with "{name}" must be a number.',
  },
} satisfies Record<`flwProcess.problem.${FlowProblemCode}`, unknown>;

/** Texts of the process definitions (流程列表, 流程详情), joined into the flw module's messages. */
export const PROCESS_MESSAGES = {
  ...PROBLEM_MESSAGES,
  'flwProcess.nameTaken': {
    'zh-CN': '已有同名的审批流程',
    en: 'A process with this name already exists.',
  },
  'flwProcess.hasInstances': {
    'zh-CN': '该流程已有审批实例，不能删除，可停用',
    en: 'This process already has approval requests; it cannot be deleted, disable it instead.',
  },
  'flwProcess.invalidFlow': {
    'zh-CN': '流程设置有 {count} 处问题，请修改后再发布',
    en: 'The flow has {count} problem(s); fix them before publishing.',
  },
  'flwProcess.notStartable': {
    'zh-CN': '该流程未发布、已停用或您不能发起',
    en: 'This process is not published, is disabled, or you may not start it.',
  },
} satisfies MessageCatalogue;
