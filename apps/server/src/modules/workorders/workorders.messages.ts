import type { MessageCatalogue } from '../../platform/http/messages.js';

/** Texts of the work-order services (docs/workorders.md). */
export const WORKORDERS_MESSAGES = {
  'workorders.missing': { 'zh-CN': '工单不存在', en: 'The work order does not exist.' },
  'workorders.typeMissing': {
    'zh-CN': '工单类型不存在或已停用',
    en: 'The work-order type does not exist or is disabled.',
  },
  'workorders.priorityMissing': {
    'zh-CN': '优先级不存在或已停用',
    en: 'The priority does not exist or is disabled.',
  },
  'workorders.noDefaultPriority': {
    'zh-CN': '请先在工单设置中设定默认优先级',
    en: 'Set a default priority in the work-order settings first.',
  },
  'workorders.groupMissing': {
    'zh-CN': '售后班组不存在或已停用',
    en: 'The support group does not exist or is disabled.',
  },
  'workorders.customerMissing': { 'zh-CN': '客户不存在', en: 'The customer does not exist.' },
  'workorders.saleOrderMissing': { 'zh-CN': '销售订单不存在', en: 'The sale order does not exist.' },
  'workorders.callRecordMissing': { 'zh-CN': '通话记录不存在', en: 'The call record does not exist.' },
  'workorders.fileMissing': { 'zh-CN': '附件不存在', en: 'The attached file does not exist.' },
  'workorders.userMissing': {
    'zh-CN': '该用户不是本组织的在职成员',
    en: 'The user is not an active member of the organization.',
  },
  'workorders.assignWhom': {
    'zh-CN': '请选择处理人或售后班组',
    en: 'Choose a person or a support group.',
  },
  'workorders.notInGroup': {
    'zh-CN': '{name} 不是该班组的成员',
    en: '{name} is not a member of that group.',
  },
  'workorders.fieldUnknown': { 'zh-CN': '表单中没有该字段', en: 'The form has no such field.' },
  'workorders.fieldRequired': { 'zh-CN': '请填写「{label}」', en: 'Fill in "{label}".' },
  'workorders.closeRequiredEmpty': {
    'zh-CN': '必填字段「{label}」尚未填写，不能关闭工单',
    en: 'The required field "{label}" is empty: the work order cannot be closed.',
  },
  'workorders.reopenExpired': {
    'zh-CN': '已超过 {days} 天的重新打开期限（截止 {until}），不能重新打开',
    en: 'The {days}-day reopen window ended on {until}: the work order cannot be reopened.',
  },
  'workorders.closedNoEdit': {
    'zh-CN': '已关闭的工单不能修改',
    en: 'A closed work order cannot be edited.',
  },
  'workorders.stateUnknown': {
    'zh-CN': '工单类型「{type}」没有状态「{state}」',
    en: 'The type "{type}" has no state "{state}".',
  },
  'workorders.stateNotFromHere': {
    'zh-CN': '工单当前状态为「{stateZh}」，只有处理中的工单可以进入类型自定义状态',
    en: 'The work order is "{stateEn}": only one in progress can enter a state of its type.',
  },
  'workorders.notDone': {
    'zh-CN': '已解决或已关闭的工单不能再分派',
    en: 'A resolved or closed work order cannot be dispatched.',
  },
  'workorders.claimTaken': {
    'zh-CN': '该工单刚被其他人领取',
    en: 'Someone else has just claimed the work order.',
  },
  'workorders.claimNotMember': {
    'zh-CN': '只能领取本人所在班组队列中的工单',
    en: 'You can only claim work orders waiting in your own group’s queue.',
  },
  'workorders.notOfferedToYou': {
    'zh-CN': '该工单没有待您接受的分派',
    en: 'The work order is not waiting for you to accept it.',
  },
  'workorders.notYoursToMove': {
    'zh-CN': '只有负责人、所在班组的组长或管理员可以对该工单执行「{actionZh}」',
    en: 'Only the responsible person, the group leader or an administrator may do "{actionEn}" on this work order.',
  },
  'workorders.viewForbidden': {
    'zh-CN': '您没有该工单列表的权限',
    en: 'You may not open this work-order list.',
  },
  'workorders.noticeSlaWarning': {
    'zh-CN': '工单 {documentNo} 即将超出 SLA 时限',
    en: 'Work order {documentNo} is close to its SLA target.',
  },
  'workorders.noticeSlaBreached': {
    'zh-CN': '工单 {documentNo} 已超出 SLA 时限',
    en: 'Work order {documentNo} has breached its SLA target.',
  },
  'workorders.noticeSlaWarnings': {
    'zh-CN': '{count} 个工单即将超出 SLA 时限',
    en: '{count} work orders are close to their SLA targets.',
  },
  'workorders.noticeSlaBreaches': {
    'zh-CN': '{count} 个工单已超出 SLA 时限',
    en: '{count} work orders have breached their SLA targets.',
  },
  'workorders.noticeAssigned': {
    'zh-CN': '工单 {documentNo} 已分派给您，请接受或退回',
    en: 'Work order {documentNo} was assigned to you: accept or reject it.',
  },
  'workorders.noticeRejected': {
    'zh-CN': '工单 {documentNo} 被退回班组队列',
    en: 'Work order {documentNo} was returned to the group queue.',
  },
  // Settings
  'workorders.typeCodeTaken': {
    'zh-CN': '类型编码已被使用',
    en: 'The type code is already in use.',
  },
  'workorders.priorityCodeTaken': {
    'zh-CN': '优先级编码已被使用',
    en: 'The priority code is already in use.',
  },
  'workorders.stateCodeRepeated': {
    'zh-CN': '状态编码「{code}」重复',
    en: 'The state code "{code}" appears twice.',
  },
  'workorders.stateCodeReserved': {
    'zh-CN': '状态编码「{code}」是内置状态',
    en: 'The state code "{code}" is a built-in status.',
  },
  'workorders.stateInUse': {
    'zh-CN': '仍有工单处于状态「{name}」，不能删除该状态',
    en: 'Work orders are still in the state "{name}": it cannot be removed.',
  },
  'workorders.typeInUse': {
    'zh-CN': '该类型已有工单，不能删除（可停用）',
    en: 'Work orders of this type exist: disable it instead of deleting it.',
  },
  'workorders.priorityInUse': {
    'zh-CN': '已有工单使用该优先级，不能删除（可停用）',
    en: 'Work orders have this priority: disable it instead of deleting it.',
  },
  'workorders.priorityDefaultLocked': {
    'zh-CN': '默认优先级不能停用或删除',
    en: 'The default priority cannot be disabled or deleted.',
  },
  'workorders.slaPolicyTaken': {
    'zh-CN': '该类型和优先级已有 SLA 策略',
    en: 'This type and priority already have an SLA policy.',
  },
  'workorders.slaPolicyMissing': { 'zh-CN': 'SLA 策略不存在', en: 'The SLA policy does not exist.' },
  'workorders.slaResolutionBeforeResponse': {
    'zh-CN': '解决时限不能短于首次响应时限',
    en: 'The resolution target cannot be shorter than the first-response target.',
  },
} satisfies MessageCatalogue;
