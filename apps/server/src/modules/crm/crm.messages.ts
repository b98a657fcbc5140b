import type { MessageCatalogue } from '../../platform/http/messages.js';

/** Texts of the CRM module (customers, clues, opportunities, support, private sea, tags, clue sync, ...), in both locales; the module's manifest registers them. */
export const CRM_MESSAGES = {
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
  'supportGroup.leaderNotOrgMember': {
    'zh-CN': '组长须为本组织在职（已启用）的成员',
    en: 'The team leader must be an enabled member of this organization.',
  },
  'support.groupUnavailable': {
    'zh-CN': '班组不存在或已停用',
    en: 'This team does not exist or is disabled.',
  },
  'personPool.selfOnly': {
    'zh-CN': '只能查看或修改自己的自动分配设置',
    en: 'You can only view or change your own auto-assignment setting.',
  },
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
  'customer.approvalPointBulkTransfer': {
    'zh-CN': '批量客户转移（客户数超过阈值时需审批）',
    en: 'Bulk customer transfer (approval above the count)',
  },
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
  'customer.notice.transferredOne': {
    'zh-CN': '客户「{customer}」已转交给您',
    en: 'The customer "{customer}" was handed over to you.',
  },
  'customer.notice.transferredMany': {
    'zh-CN': '{count} 位客户已转交给您',
    en: '{count} customers were handed over to you.',
  },
  'clue.notice.assigned': {
    'zh-CN': '{count} 条线索已分配给您，请及时跟进',
    en: '{count} clue(s) were allocated to you; follow them up.',
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
  'clueSync.itemNotObject': {
    'zh-CN': '条目不是 JSON 对象，无法读取字段',
    en: 'The item is not a JSON object, so no field can be read.',
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
} as const satisfies MessageCatalogue;
