import type { Locale } from '@atrium/contract';

/**
 * Every text the server itself says, in both locales. `{name}` placeholders are filled by
 * `translate`. Keep keys grouped by where they are used.
 */
export const MESSAGES = {
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
  upgradeRequired: {
    'zh-CN': '此地址只接受 WebSocket 连接',
    en: 'This address accepts WebSocket connections only.',
  },
  'customerTag.groupHasTags': {
    'zh-CN': '该分组下还有 {count} 个标签，请先删除这些标签再删除分组',
    en: 'This group still has {count} tag(s); delete them before deleting the group.',
  },
  'customerTag.groupMissing': {
    'zh-CN': '所属分组不存在或已删除',
    en: 'The group does not exist or has been deleted.',
  },
  'business.customerMissing': {
    'zh-CN': '客户不存在或不在您的客户范围内',
    en: 'The customer does not exist or is not one of your customers.',
  },
  'business.closed': {
    'zh-CN': '该商机已赢单或输单，不能再修改或删除',
    en: 'This opportunity is already won or lost; it can no longer change or be deleted.',
  },
  'business.amountTooLarge': {
    'zh-CN': '商机金额不能超过 100 亿元',
    en: 'An opportunity cannot exceed 10,000,000,000.00.',
  },
  'customerTag.tagMissing': {
    'zh-CN': '标签不存在或已删除',
    en: 'A tag does not exist or has been deleted.',
  },
  'customerTag.singleSelect': {
    'zh-CN': '单选分组只能选择一个标签',
    en: 'A single-select group allows only one tag.',
  },
  'activity.kindUnknown': {
    'zh-CN': '跟进方式「{kind}」不存在，请从跟进方式字典中选择',
    en: 'The follow-up type "{kind}" does not exist; choose one from the follow-up type dictionary.',
  },
  'activity.attachmentMissing': {
    'zh-CN': '附件不存在，请重新上传',
    en: 'An attachment does not exist; please upload it again.',
  },

  'login.invalidCredentials': { 'zh-CN': '用户名或密码错误', en: 'Incorrect username or password.' },
  'login.locked': {
    'zh-CN': '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins: the account is locked. Try again in {minutes} minutes.',
  },
  'login.pending': {
    'zh-CN': '账号正在等待管理员审核，审核通过后即可登录',
    en: 'Your account is waiting for an administrator to enable it.',
  },
  'login.disabled': {
    'zh-CN': '账号已被停用，请联系管理员',
    en: 'This account is disabled; contact an administrator.',
  },
  'login.noOrganization': {
    'zh-CN': '账号未加入任何组织，请联系管理员',
    en: 'This account does not belong to any organization; contact an administrator.',
  },
  'register.inviteCodeInvalid': { 'zh-CN': '邀请码无效', en: 'The invitation code is not valid.' },
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

  'dict.typeTaken': { 'zh-CN': '字典类型编码已存在', en: 'This dictionary type code is already in use.' },
  'dict.valueTaken': {
    'zh-CN': '该字典值在此类型中已存在',
    en: 'This value already exists in the dictionary type.',
  },
  'dict.builtInDelete': {
    'zh-CN': '系统内置字典类型不能删除，可以将其停用',
    en: 'Built-in dictionary types cannot be deleted; disable them instead.',
  },

  'conflict.stale': {
    'zh-CN': '数据已被他人修改，请刷新后重试',
    en: 'Someone else saved this record first; reload and try again.',
  },
  'validation.unique': { 'zh-CN': '该值已存在，不能重复', en: 'This value is already in use.' },
  'validation.nulCharacter': {
    'zh-CN': '不能包含空字符（\\u0000）',
    en: 'Must not contain the NUL character (\\u0000).',
  },
  'validation.numberOutOfRange': { 'zh-CN': '数值超出允许范围', en: 'The number is out of range.' },
  'validation.tooDeep': { 'zh-CN': '请求内容嵌套层级过深', en: 'The request is nested too deeply.' },
  'validation.phone': { 'zh-CN': '联系电话格式不正确', en: 'The phone number format is incorrect.' },
  'validation.username': {
    'zh-CN': '用户名须为 3-32 位字母、数字、下划线、点或连字符',
    en: 'A username is 3-32 letters, digits, underscores, dots or hyphens.',
  },
  'validation.roleCode': {
    'zh-CN': '角色编码须以字母开头，由 2-32 位字母、数字、下划线或连字符组成',
    en: 'A role code starts with a letter and has 2-32 letters, digits, underscores or hyphens.',
  },
  'adminUser.cannotDisableSelf': {
    'zh-CN': '不能停用自己的账号',
    en: 'You cannot disable your own account.',
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
  'role.unknownPermission': {
    'zh-CN': '未知的权限：{key}',
    en: 'Unknown permission: {key}',
  },

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
  'validation.timeRange': {
    'zh-CN': '结束时间不能早于开始时间',
    en: 'The end time cannot be earlier than the start time.',
  },
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
  'ai.alreadyCommented': {
    'zh-CN': '您已评价过该解析结果',
    en: 'You have already rated this analysis.',
  },
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
  'support.statusSwitched': { 'zh-CN': '工作状态切换成功', en: 'Work status switched.' },
  'support.groupChanged': { 'zh-CN': '班组修改成功', en: 'Team changed.' },
  'support.notMember': {
    'zh-CN': '您不是售后班组成员',
    en: 'You are not a member of any support team.',
  },
  'supportGroup.nameTaken': {
    'zh-CN': '班组名称已存在',
    en: 'A team with this name already exists.',
  },
  'supportGroup.hasCustomers': {
    'zh-CN': '该班组下还有 {count} 个售后客户，请先将他们分配到其他班组再删除',
    en: 'This team still handles {count} support customer(s); move them to another team before deleting it.',
  },
  'supportGroup.notOrgMember': {
    'zh-CN': '所选用户不是本组织成员',
    en: 'A selected user is not a member of this organization.',
  },
  'support.groupUnavailable': {
    'zh-CN': '班组不存在或已停用',
    en: 'This team does not exist or is disabled.',
  },
  'personPool.selfOnly': {
    'zh-CN': '只能查看或修改自己的自动分配设置',
    en: 'You can only view or change your own auto-assignment setting.',
  },
  'upload.tokenInvalid': {
    'zh-CN': '上传凭证无效、已使用或已过期，请重新上传',
    en: 'The upload credential is invalid, already used or expired; please upload again.',
  },
  'upload.fileRequired': { 'zh-CN': '请选择要上传的文件', en: 'Choose a file to upload.' },
  'upload.tooLarge': {
    'zh-CN': '文件过大，不能超过 {max} MB',
    en: 'The file is too large: at most {max} MB.',
  },
  'upload.kindNotAllowed': {
    'zh-CN': '不支持的文件类型：{name}（仅支持图片、PDF、Excel/Word、CSV/文本、MP3/WAV）',
    en: 'The file type of {name} is not allowed (images, PDF, Excel/Word, CSV/text, MP3/WAV only).',
  },
  'upload.contentMismatch': {
    'zh-CN': '文件「{name}」的内容与扩展名不符（实际内容为 {detected}）',
    en: 'The content of "{name}" does not match its extension (it is {detected}).',
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
  'import.badEnum': { 'zh-CN': '须为以下之一：{values}', en: 'Must be one of: {values}.' },
  'import.dictUnknown': {
    'zh-CN': '字典中没有「{value}」（可填字典项的名称或值）',
    en: 'The dictionary has no item "{value}" (use the label or value of an item).',
  },
  'import.maxHeld': {
    'zh-CN': '超出私海客户上限（{max} 个），未导入',
    en: 'Beyond your private-sea maximum of {max} customers; not imported.',
  },
  'customer.phoneTaken': {
    'zh-CN': '该联系电话已属于客户 {sn}',
    en: 'This phone number already belongs to customer {sn}.',
  },
  'customer.notInPool': {
    'zh-CN': '该客户已有负责人，不能领取',
    en: 'This customer already has an owner and cannot be claimed.',
  },
  'customer.alreadyInPool': { 'zh-CN': '该客户已在公海中', en: 'This customer is already in the pool.' },
  'customer.ownerNotMember': {
    'zh-CN': '接收人不是本组织的成员',
    en: 'The new owner is not a member of this organization.',
  },
  'supportCustomer.phoneTaken': {
    'zh-CN': '该联系电话已属于售后客户 {name}',
    en: 'This phone number already belongs to the support customer {name}.',
  },
  'supportCustomer.handlerNotSupportMember': {
    'zh-CN': '处理人不是售后班组成员',
    en: 'The handler is not a member of a support group.',
  },
  'supportCustomer.handlerNotInGroup': {
    'zh-CN': '处理人不是所选售后班组的成员',
    en: 'The handler is not a member of the chosen support group.',
  },
  'supportCustomer.customerUnavailable': {
    'zh-CN': '关联客户不存在或不在您的数据范围内',
    en: 'The linked customer does not exist or is outside your data scope.',
  },
  'customerAssignment.notDistributionObject': {
    'zh-CN': '您不是客户分配对象，不能分配客户',
    en: 'You are not a distribution object and may not assign customers.',
  },
  'customerAssignment.notInPool': {
    'zh-CN': '所选客户中有客户已不在公海中，请刷新后重试',
    en: 'Some of the chosen customers are no longer in the pool; refresh and try again.',
  },
  'clue.phoneTaken': {
    'zh-CN': '该联系电话已属于线索 {name}',
    en: 'This phone number already belongs to the clue {name}.',
  },
  'clue.poolNameTaken': { 'zh-CN': '线索池名称已存在', en: 'A clue pool with this name already exists.' },
  'clue.memberTwice': { 'zh-CN': '成员不能重复', en: 'A member is listed twice.' },
  'clue.memberNotInOrg': {
    'zh-CN': '成员须为本组织的用户',
    en: 'Every member must be a member of this organization.',
  },
  'clue.notAllocatable': {
    'zh-CN': '已转化或无效的线索不能分配',
    en: 'Converted or invalid clues cannot be allocated.',
  },
  'clue.notPoolMember': {
    'zh-CN': '接收人不是该线索池的成员',
    en: 'The receiver is not a member of this clue pool.',
  },
  'clue.noAutoAssignable': {
    'zh-CN': '该线索池没有开启自动分配的成员',
    en: 'No member of this clue pool has auto-assignment switched on.',
  },
  'clue.alreadyConverted': { 'zh-CN': '该线索已转化为客户', en: 'This clue has already been converted.' },
  'clue.notAssigned': {
    'zh-CN': '线索须先分配负责人才能转化',
    en: 'Assign the clue to someone before converting it.',
  },
  'clue.notOpen': {
    'zh-CN': '只有未转化的有效线索可以标记为无效',
    en: 'Only open clues (not converted, not invalid) can be marked invalid.',
  },
  'clue.notInvalid': { 'zh-CN': '该线索不是无效线索', en: 'This clue is not marked invalid.' },
  'clue.poolDeleted': {
    'zh-CN': '该线索所在的线索池已删除，不能恢复',
    en: 'The clue pool of this clue has been deleted; the clue cannot be reopened.',
  },
  'clue.poolHasOpenClues': {
    'zh-CN': '线索池中还有 {count} 条未处理的线索，不能删除',
    en: 'The clue pool still holds {count} open clues and cannot be deleted.',
  },
  'customer.searchTermRequired': {
    'zh-CN': '请输入联系电话、客户名称或客户编号',
    en: 'Enter a phone number, a customer name or a customer number.',
  },
  'privateSea.remindBeforeRecall': {
    'zh-CN': '提醒天数须小于回收天数（且须先设置回收天数）',
    en: 'The reminder must come before the recall: set a recall period longer than the reminder days.',
  },
  'privateSea.departmentTaken': {
    'zh-CN': '该部门已有私海规则',
    en: 'This department already has a private-sea rule.',
  },
  'privateSea.defaultTaken': {
    'zh-CN': '已有组织默认规则',
    en: 'The organization already has a default rule.',
  },
  'privateSea.departmentMissing': { 'zh-CN': '部门不存在', en: 'The department does not exist.' },
  'privateSea.maxHeld': {
    'zh-CN': '私海客户已达上限（{max} 个），不能再领取',
    en: 'You already hold the maximum of {max} customers and cannot claim more.',
  },
  'privateSea.dailyClaimLimit': {
    'zh-CN': '今日领取已达上限（{max} 个），请明天再领取',
    en: "You have reached today's claim limit of {max}; please claim again tomorrow.",
  },
  'privateSea.cooldown': {
    'zh-CN': '该客户从您名下移出未满 {days} 天，{until} 后才能再次领取',
    en: 'This customer left you less than {days} days ago; you may claim it again after {until}.',
  },
  'privateSea.targetMaxHeld': {
    'zh-CN': '接收人的私海客户已达上限（{max} 个）',
    en: 'The new owner already holds the maximum of {max} customers.',
  },
  'crmLink.customerOutOfScope': {
    'zh-CN': '关联客户不存在或不在您的数据范围内',
    en: 'The customer does not exist or is outside your data scope.',
  },
  'customerCase.attachmentMissing': {
    'zh-CN': '附件不存在：{id}',
    en: 'No such attachment: {id}.',
  },
  'discountRate.targetRequired': {
    'zh-CN': '请选择客户或客户等级（二选一）',
    en: 'Choose either a customer or a customer level.',
  },
  'discountRate.customerMissing': { 'zh-CN': '客户不存在', en: 'No such customer.' },
  'discountRate.customerTaken': {
    'zh-CN': '该客户已设置折扣率',
    en: 'This customer already has a discount rate.',
  },
  'discountRate.levelTaken': {
    'zh-CN': '该客户等级已设置折扣率',
    en: 'This customer level already has a discount rate.',
  },
  'discountRate.levelUnknown': { 'zh-CN': '客户等级不存在', en: 'No such customer level.' },
  'discountRate.dateOrder': {
    'zh-CN': '失效日期不能早于生效日期',
    en: 'The end date cannot be before the start date.',
  },
  'clueSync.poolMissing': { 'zh-CN': '线索池不存在', en: 'No such clue pool.' },
  'clueSync.nameTaken': { 'zh-CN': '同步来源名称已存在', en: 'A sync source with this name already exists.' },
  'clueSync.sourceDisabled': { 'zh-CN': '该同步来源已停用', en: 'This sync source is disabled.' },
  'clueSync.signatureMissing': {
    'zh-CN': '缺少签名或时间戳',
    en: 'The signature or timestamp header is missing.',
  },
  'clueSync.signatureInvalid': { 'zh-CN': '签名无效', en: 'The signature does not match.' },
  'clueSync.timestampOutsideWindow': {
    'zh-CN': '时间戳超出允许范围（±5分钟）',
    en: 'The timestamp is more than 5 minutes from the server clock.',
  },
  'clueSync.bodyInvalid': {
    'zh-CN': '请求内容格式不正确（需要 eventId 和 1–100 条 items）',
    en: 'The body is not valid (it needs an eventId and 1–100 items).',
  },
  'clueSync.nameMissing': { 'zh-CN': '缺少线索名称', en: 'The clue name is missing.' },
  'clueSync.nameTooLong': {
    'zh-CN': '线索名称超过{max}个字符',
    en: 'The clue name is longer than {max} characters.',
  },
  'customerMerge.sameCustomer': {
    'zh-CN': '不能把客户合并到自身',
    en: 'A customer cannot be merged into itself.',
  },
  'customerMerge.alreadyUndone': { 'zh-CN': '该合并已撤销', en: 'This merge has already been undone.' },
  'customerAttachment.fileMissing': {
    'zh-CN': '附件不存在，请重新上传',
    en: 'An attachment does not exist; please upload it again.',
  },
  'customerAttachment.tooMany': {
    'zh-CN': '每个客户最多 {max} 个附件（已有 {count} 个）',
    en: 'A customer can have at most {max} attachments (it has {count}).',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
