import type { MessageCatalogue } from '../../platform/http/messages.js';

/** Texts of the call center (duty, seats, toolbar, switch, webhooks, call records), in both locales; the module's manifest registers them. */
export const CALL_MESSAGES = {
  'call.dutyStarted': { 'zh-CN': '已开始值班', en: 'Duty started.' },
  'call.dutyEnded': { 'zh-CN': '已结束值班', en: 'Duty ended.' },
  'call.seatMissing': {
    'zh-CN': '坐席不存在或已删除',
    en: 'The seat does not exist or has been deleted.',
  },
  'call.seatDisabled': {
    'zh-CN': '该坐席已停用，不能值班',
    en: 'This seat is disabled; no one can be on duty on it.',
  },
  'call.notOnDuty': {
    'zh-CN': '您不在该坐席值班，不能结束值班',
    en: 'You are not on duty on this seat, so you cannot end its duty.',
  },
  'call.dutyBusy': {
    'zh-CN': '值班状态刚刚发生变化，请重试',
    en: 'The duty changed a moment ago; please try again.',
  },
  'call.notAgent': {
    'zh-CN': '您还不是呼叫坐席，请联系管理员绑定坐席',
    en: 'You are not a call agent yet; ask an administrator to bind you to a seat.',
  },
  'call.toolbarTokenEmpty': { 'zh-CN': '令牌为空', en: 'The agent token is empty.' },
  'call.toolbarSeatEmpty': { 'zh-CN': '登录坐席工号为空', en: 'The seat number to log in with is empty.' },
  'call.toolbarMobileEmpty': { 'zh-CN': '登录手机号为空', en: 'The phone number to log in with is empty.' },
  'call.toolbarTokenStale': {
    'zh-CN': '令牌已失效，请重新登录工具条',
    en: 'The agent token is no longer valid; log in to the toolbar again.',
  },
  'call.toolbarBusy': {
    'zh-CN': '工具条登录状态刚刚发生变化，请重试',
    en: 'The toolbar login changed a moment ago; please try again.',
  },
  'callSwitch.seatDisabled': {
    'zh-CN': '该坐席已停用，不能接听来电',
    en: 'This seat is disabled; it cannot take calls.',
  },
  'callSwitch.notYourCall': {
    'zh-CN': '该来电不是呼叫您的，不能接听或挂断',
    en: 'This call is not ringing for you; you cannot answer or hang it up.',
  },
  'callSwitch.transcriptWithoutRecording': {
    'zh-CN': '转写文本需要随录音一起提交',
    en: 'A transcript needs a recording to go with it.',
  },
  'callSwitch.recordingMissing': {
    'zh-CN': '录音文件不存在，请重新上传',
    en: 'The recording file does not exist; please upload it again.',
  },
  'callSwitch.recordingNotAudio': {
    'zh-CN': '录音文件必须是音频（wav 或 mp3）',
    en: 'The recording must be an audio file (wav or mp3).',
  },
  'callWebhook.bodyInvalid': {
    'zh-CN': '请求内容格式不正确（需要 eventId、type 和 callId）',
    en: 'The body is not valid (it needs an eventId, a type and a callId).',
  },
  'callWebhook.sourceDisabled': { 'zh-CN': '该话务接入已停用', en: 'This telephony source is disabled.' },
  'callRecord.linked': { 'zh-CN': '关联成功', en: 'Linked.' },
  'callRecord.alreadyLinked': {
    'zh-CN': '该通话已关联跟进记录，不能重复关联',
    en: 'This call is already linked to a follow-up.',
  },
  'callRecord.activityNotLinkable': {
    'zh-CN': '该跟进记录不能关联此通话（需为同一客户且尚未关联通话）',
    en: "This follow-up can't take the call (it must be the call's customer's and have no call yet).",
  },
  'call.seatNumberFormat': {
    'zh-CN': '坐席号须为 2-16 位数字',
    en: 'A seat number is 2-16 digits.',
  },
  'call.seatTaken': { 'zh-CN': '坐席号已存在', en: 'This seat number is already in use.' },
  'call.seatOnDuty': {
    'zh-CN': '{name} 正在该坐席值班，请等其结束值班后再停用',
    en: '{name} is on duty on this seat; disable it once that duty has ended.',
  },
  'call.seatHasAgents': {
    'zh-CN': '该坐席还绑定了 {count} 名坐席人员，请先解除绑定再删除',
    en: 'This seat still has {count} agent(s) bound to it; unbind them before deleting it.',
  },
  'call.seatHasHistory': {
    'zh-CN': '该坐席已有值班或通话记录，不能删除，可以将其停用',
    en: 'This seat has duty or call history, so it cannot be deleted; disable it instead.',
  },
  'call.boundMobileRequired': {
    'zh-CN': '普通电话须填写绑定手机号',
    en: 'An ordinary phone binding needs the bound phone number.',
  },
  'call.agentMissing': {
    'zh-CN': '该人员未绑定此坐席',
    en: 'This person is not bound to this seat.',
  },
  'call.takeSeatForbidden': {
    'zh-CN': '该账号不是可以值班的呼叫坐席，不能接管坐席',
    en: 'This account is not a call agent allowed to go on duty, so it cannot take a seat.',
  },
} as const satisfies MessageCatalogue;
