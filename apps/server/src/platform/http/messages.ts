import type { Locale, LocalizedText } from '@atrium/contract';

/** Texts of one catalogue: key → its text in every locale. */
export type MessageCatalogue = Readonly<Record<string, Readonly<Record<Locale, string>>>>;

/**
 * The platform's own texts, in both locales: envelope and error answers, validation and import
 * problems every module shares. A module's texts live in its folder (`<domain>.messages.ts`) and
 * join through its manifest. `{name}` placeholders are filled by `translate`.
 */
export const PLATFORM_MESSAGES = {
  success: { 'zh-CN': '操作成功', en: 'Success' },
  badRequest: { 'zh-CN': '请求参数不正确', en: 'The request is invalid.' },
  invalidJson: { 'zh-CN': '请求体不是有效的 JSON', en: 'The request body is not valid JSON.' },
  payloadTooLarge: { 'zh-CN': '请求体过大', en: 'The request body is too large.' },
  unsupportedMediaType: { 'zh-CN': '不支持的请求内容类型', en: 'Unsupported content type.' },
  unauthorized: {
    'zh-CN': '登录已失效，请重新登录',
    en: 'You are not signed in or your session has expired; please sign in again.',
  },
  forbidden: {
    'zh-CN': '没有权限：缺少「{permission}」权限',
    en: 'Forbidden: the permission "{permission}" is missing.',
  },
  organizationNotFound: {
    'zh-CN': '组织不存在或您不是该组织成员',
    en: 'The organization does not exist or you are not a member of it.',
  },
  notFound: { 'zh-CN': '请求的资源不存在', en: 'Not found.' },
  tooManyRequests: { 'zh-CN': '请求过于频繁，请稍后再试', en: 'Too many requests; please try again later.' },
  serverError: { 'zh-CN': '系统错误', en: 'Internal server error.' },
  // The database restarting or unreachable, or this server stopping: the same request may succeed soon.
  serviceUnavailable: {
    'zh-CN': '服务暂时不可用，请稍后重试',
    en: 'The service is temporarily unavailable; please try again in a moment.',
  },
  upgradeRequired: {
    'zh-CN': '此地址只接受 WebSocket 连接',
    en: 'This address accepts WebSocket connections only.',
  },
  'idempotency.keyInvalid': {
    'zh-CN': 'Idempotency-Key 须为 1–255 个可见 ASCII 字符',
    en: 'The Idempotency-Key must be 1–255 visible ASCII characters.',
  },
  'idempotency.keyReused': {
    'zh-CN': '该 Idempotency-Key 已用于另一个请求，请为新的操作使用新的键',
    en: 'This Idempotency-Key was already used for another request; use a new key for a new action.',
  },
  'idempotency.stillRunning': {
    'zh-CN': '相同的请求正在处理中，请稍后再试',
    en: 'The same request is still being processed; please try again shortly.',
  },
  'conflict.stale': {
    'zh-CN': '数据已被他人修改，请刷新后重试',
    en: 'Someone else saved this record first; reload and try again.',
  },
  // A state's and a transition's labels come in both locales: `{stateZh}` / `{stateEn}` (localizedParams).
  'transition.refused': {
    'zh-CN': '当前状态为「{stateZh}」，不能{transitionZh}；{transitionZh}需要状态为：{fromZh}',
    en: 'The record is "{stateEn}": "{transitionEn}" needs it to be {fromEn}.',
  },
  'transition.notEditable': {
    'zh-CN': '当前状态为「{stateZh}」，不能修改或删除',
    en: 'The record is "{stateEn}": it can no longer be changed or deleted.',
  },
  'transition.pending': {
    'zh-CN': '该单据有待审批的申请，审批完成前不能再操作',
    en: 'This record waits for an approval; it cannot change until the approval is decided.',
  },
  'timeline.attachmentMissing': {
    'zh-CN': '附件不存在，请重新上传',
    en: 'An attached file does not exist; upload it again.',
  },
  'timeline.linkKindUnknown': { 'zh-CN': '不能关联这类单据', en: 'Records of this kind cannot be linked.' },
  'timeline.linkMissing': {
    'zh-CN': '要关联的单据不存在或无权查看',
    en: 'The record to link does not exist or you may not see it.',
  },
  'timeline.linkSelf': { 'zh-CN': '不能关联单据自身', en: 'A record cannot be linked to itself.' },
  'notification.generic': { 'zh-CN': '您有一条新通知', en: 'You have a new notice.' },
  'notification.approvalRequested': {
    'zh-CN': '{requester}申请{action}{record}，待您审批',
    en: '{requester} asks to {action} {record}; it waits for your approval.',
  },
  'notification.approvalApproved': {
    'zh-CN': '您申请{action}{record}已审批通过',
    en: 'Your request to {action} {record} was approved.',
  },
  'notification.approvalRejected': {
    'zh-CN': '您申请{action}{record}已被驳回',
    en: 'Your request to {action} {record} was rejected.',
  },
  'validation.unique': { 'zh-CN': '该值已存在，不能重复', en: 'This value is already in use.' },
  'validation.notNull': { 'zh-CN': '此项不能为空', en: 'This field cannot be empty.' },
  'validation.constraint': {
    'zh-CN': '该值不符合要求',
    en: 'This value is not allowed here.',
  },
  'validation.loneSurrogate': {
    'zh-CN': '包含无效的字符（不成对的 Unicode 代理项）',
    en: 'Contains an invalid character (an unpaired Unicode surrogate).',
  },
  'validation.treeCycle': {
    'zh-CN': '上级不能是自身或其下级',
    en: 'The parent cannot be the record itself or one of its descendants.',
  },
  'validation.parentMissing': { 'zh-CN': '上级记录不存在', en: 'The parent record does not exist.' },
  'validation.referenceMissing': {
    'zh-CN': '所选记录不存在或无权使用',
    en: 'The chosen record does not exist or is not available to you.',
  },
  'validation.ownerOutOfScope': {
    'zh-CN': '只能将负责人设为您数据权限范围内的成员',
    en: 'The owner must be a member within your data scope.',
  },
  'documentNumber.prefixFormat': {
    'zh-CN': '前缀须为 1–10 个大写英文字母',
    en: 'The prefix must be 1–10 capital letters (A–Z).',
  },
  'documentNumber.restartNotShown': {
    'zh-CN': '重新编号的周期必须体现在日期部分中（例如按日重新编号须含年月日）',
    en: 'The sequence can only restart on a period the date part shows (restarting daily needs yyyyMMdd).',
  },
  'documentNumber.prefixTaken': {
    'zh-CN': '前缀已被「{kind}」使用',
    en: 'The prefix is already used by "{kind}".',
  },
  'documentNumber.unknownKind': { 'zh-CN': '未知的单据类型：{kind}', en: 'Unknown document kind: {kind}.' },
  'reference.unknownSource': {
    'zh-CN': '未知的引用数据源：{source}',
    en: 'Unknown reference source: {source}.',
  },
  'reference.notATree': {
    'zh-CN': '引用数据源「{source}」不是树形结构',
    en: 'The reference source {source} is not a tree.',
  },
  'validation.transition': {
    'zh-CN': '状态不能从“{from}”变更为“{to}”',
    en: 'The status cannot change from "{from}" to "{to}".',
  },
  'validation.lineNotFound': {
    'zh-CN': '第 {line} 行明细不存在或不属于该记录',
    en: 'Line {line} does not exist or belongs to another record.',
  },
  'validation.lineDuplicate': {
    'zh-CN': '第 {line} 行明细与前面的行重复',
    en: 'Line {line} repeats an earlier line.',
  },
  'validation.nulCharacter': {
    'zh-CN': '不能包含空字符（\\u0000）',
    en: 'Must not contain the NUL character (\\u0000).',
  },
  'validation.numberOutOfRange': { 'zh-CN': '数值超出允许范围', en: 'The number is out of range.' },
  'validation.tooDeep': { 'zh-CN': '请求内容嵌套层级过深', en: 'The request is nested too deeply.' },
  'validation.phone': { 'zh-CN': '联系电话格式不正确', en: 'The phone number format is incorrect.' },
  'validation.creditCode': {
    'zh-CN': '统一社会信用代码不正确（18 位，末位为校验码）',
    en: 'The unified social credit code is incorrect (18 characters, the last a check character).',
  },
  'validation.username': {
    'zh-CN': '用户名须为 3-32 位字母、数字、下划线、点或连字符',
    en: 'A username is 3-32 letters, digits, underscores, dots or hyphens.',
  },
  'validation.roleCode': {
    'zh-CN': '角色编码须以字母开头，由 2-32 位字母、数字、下划线或连字符组成',
    en: 'A role code starts with a letter and has 2-32 letters, digits, underscores or hyphens.',
  },
  'validation.timeRange': {
    'zh-CN': '结束时间不能早于开始时间',
    en: 'The end time cannot be earlier than the start time.',
  },
  'upload.fileRequired': { 'zh-CN': '请选择要上传的文件', en: 'Choose a file to upload.' },
  'upload.tooLarge': {
    'zh-CN': '文件过大，不能超过 {max} MB',
    en: 'The file is too large: at most {max} MB.',
  },
  // A delivered item every intake logs but can't process (platform/intake/intake-raw.ts).
  'intake.itemNulCharacter': {
    'zh-CN': '字段 {field} 含有空字符（\\u0000），无法处理；原文已转义保存',
    en: 'Field {field} contains the NUL character (\\u0000) and cannot be processed; the item is kept as escaped text.',
  },
  'intake.itemLoneSurrogate': {
    'zh-CN': '字段 {field} 含有无效字符（不成对的 Unicode 代理项），无法处理；原文已转义保存',
    en: 'Field {field} contains an invalid character (an unpaired Unicode surrogate) and cannot be processed; the item is kept as escaped text.',
  },
  'import.linesUnsupported': {
    'zh-CN': '带明细行的记录暂不支持导入',
    en: 'Records with lines cannot be imported yet.',
  },
  'import.unreadable': {
    'zh-CN': '无法读取该文件，请上传 CSV 或 XLSX 文件',
    en: 'This file cannot be read; upload a CSV or XLSX file.',
  },
  'import.noHeader': {
    'zh-CN': '文件第 1 行须为表头（可从导入模板复制）',
    en: 'Row 1 of the file must be the header row (copy it from the import template).',
  },
  'import.columnMissing': {
    'zh-CN': '缺少必填列「{column}」',
    en: 'The required column "{column}" is missing.',
  },
  'import.empty': { 'zh-CN': '文件中没有数据行', en: 'The file has no data rows.' },
  'import.tooManyRows': {
    'zh-CN': '一次最多导入 {max} 行',
    en: 'At most {max} rows can be imported at once.',
  },
  'import.duplicateInFile': {
    'zh-CN': '与第 {row} 行重复',
    en: 'Duplicates row {row}.',
  },
  'import.badBoolean': {
    'zh-CN': '须为 是/否、true/false 或 1/0',
    en: 'Must be yes/no, true/false or 1/0.',
  },
  'import.required': { 'zh-CN': '必填，不能为空', en: 'Required; it cannot be empty.' },
  'import.badNumber': { 'zh-CN': '须为数字', en: 'Must be a number.' },
  // A filled-in form checked against its form designer definition (platform/forms/form-values-check.ts).
  'form.fieldRequired': { 'zh-CN': '「{label}」为必填项', en: '"{label}" is required.' },
  'form.fieldUnknown': { 'zh-CN': '表单中没有此字段', en: 'The form has no such field.' },
  'form.fieldNotEditable': {
    'zh-CN': '当前节点不能修改「{label}」',
    en: '"{label}" cannot be changed at this step.',
  },
  'businessCalendar.badDay': { 'zh-CN': '不是有效的日期', en: 'Not a valid date.' },
  'businessCalendar.periodOrder': {
    'zh-CN': '结束时间须晚于开始时间',
    en: 'The end must be later than the start.',
  },
  'businessCalendar.overlap': {
    'zh-CN': '同一天的工作时段须按时间先后排列且不重叠',
    en: "A day's working periods must be in order and must not overlap.",
  },
  'businessCalendar.holidayAndMakeUp': {
    'zh-CN': '同一天不能既是节假日又是调休工作日',
    en: 'A day cannot be both a holiday and a make-up working day.',
  },
  'import.badMoney': {
    'zh-CN': '须为金额（元），最多两位小数',
    en: 'Must be an amount in yuan, with at most two decimals.',
  },
  'import.badEnum': { 'zh-CN': '须为以下之一：{values}', en: 'Must be one of: {values}.' },
} as const satisfies MessageCatalogue;

/**
 * The listed modules' message keys, added by declaration merging in `modules/modules.ts` from the
 * manifest list, so a misspelt key does not compile and the platform imports no module.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging.
export interface ModuleMessageKeys {}

export type MessageKey = keyof typeof PLATFORM_MESSAGES | ModuleMessageKeys[keyof ModuleMessageKeys];
export type MessageParams = Record<string, string | number>;

/**
 * Placeholders whose values are texts in both locales (a state's label): `{ state }` becomes
 * `stateZh` and `stateEn`, which a message's zh-CN and en texts name.
 */
export function localizedParams(texts: Readonly<Record<string, LocalizedText>>): MessageParams {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([name, text]) => [
      [`${name}Zh`, text['zh-CN']],
      [`${name}En`, text.en],
    ]),
  );
}

/** Every text this process can say: the platform's, then each registered module's. */
const catalogue = new Map<string, Readonly<Record<Locale, string>>>(Object.entries(PLATFORM_MESSAGES));

/** Adds a module's texts; a key another catalogue already declares differently is refused. */
export function registerMessages(messages: MessageCatalogue): void {
  for (const [key, texts] of Object.entries(messages)) {
    const known = catalogue.get(key);
    if (known !== undefined && known !== texts) throw new Error(`Message key "${key}" is declared twice`);
    catalogue.set(key, texts);
  }
}

/** Whether a key read at run time (a stored reason, a contract refinement's key) has a text. */
export function isMessageKey(key: string): key is MessageKey {
  return catalogue.has(key);
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const texts = catalogue.get(key);
  if (texts === undefined) throw new Error(`Message key "${key}" belongs to no registered module`);
  return texts[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
