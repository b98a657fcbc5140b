/** Texts of the approval engine's answers and notices (processes' own texts: process.messages.ts). */
export const FLW_MESSAGES = {
  'flw.instanceNotFound': {
    'zh-CN': '审批不存在或无权查看',
    en: 'The approval does not exist or you may not see it.',
  },
  'flw.taskNotFound': {
    'zh-CN': '审批任务不存在或不是您的待办',
    en: 'The approval task does not exist or is not yours to decide.',
  },
  'flw.taskDecided': {
    'zh-CN': '该审批任务已处理，不能重复操作，请刷新后查看',
    en: 'This approval task has already been handled; reload to see its outcome.',
  },
  'flw.processNotStartable': {
    'zh-CN': '该流程未发布、已停用或您无权发起',
    en: 'This process is not published, is disabled, or you may not start it.',
  },
  'flw.chooseApprovers': {
    'zh-CN': '请为「{node}」选择审批人',
    en: 'Choose the approvers of "{node}".',
  },
  'flw.chosenApproverOne': {
    'zh-CN': '「{node}」只能选择一位审批人',
    en: '"{node}" takes one approver only.',
  },
  'flw.memberMissing': {
    'zh-CN': '所选成员不存在或已停用',
    en: 'A chosen member does not exist or is disabled.',
  },
  'flw.ccNotAllowed': {
    'zh-CN': '该流程不允许发起人指定抄送人',
    en: 'This process does not let the initiator name CC recipients.',
  },
  'flw.attachmentMissing': {
    'zh-CN': '附件不存在，请重新上传',
    en: 'An attached file does not exist; upload it again.',
  },
  'flw.rejectTargetInvalid': {
    'zh-CN': '只能退回到本轮已审批的前序节点',
    en: 'A rejection can only go back to an earlier step already approved in this round.',
  },
  'flw.transferNotAllowed': { 'zh-CN': '该节点不允许转交', en: 'This step does not allow transferring.' },
  'flw.addSignerNotAllowed': { 'zh-CN': '该节点不允许加签', en: 'This step does not allow adding signers.' },
  'flw.transferTarget': {
    'zh-CN': '不能转交给自己或已在本节点审批的成员',
    en: 'The task cannot go to yourself or to someone already deciding this step.',
  },
  'flw.batchNotAllowed': {
    'zh-CN': '该节点不允许批量审批，请逐条处理',
    en: 'This step does not allow batch approval; open it and decide it alone.',
  },
  'flw.notInitiator': {
    'zh-CN': '只有发起人可以执行此操作',
    en: 'Only the initiator may do this.',
  },
  'flw.withdrawRefused': {
    'zh-CN': '审批已有人处理或已结束，不能撤回',
    en: 'Somebody has already acted on this approval, or it has ended: it cannot be withdrawn.',
  },
  'flw.resubmitRefused': {
    'zh-CN': '只有被驳回或已撤回的审批可以重新提交',
    en: 'Only a rejected or withdrawn approval can be resubmitted.',
  },
  'flw.cancelRefused': {
    'zh-CN': '审批已结束，不能撤销',
    en: 'This approval has ended; it cannot be cancelled.',
  },
  'flw.delegateInvalid': {
    'zh-CN': '委托人须为本组织其他已启用的成员',
    en: 'The delegate must be another enabled member of the organization.',
  },
  'flw.delegationPeriod': {
    'zh-CN': '请填写委托的开始和结束时间，且结束须晚于开始',
    en: 'Give the start and end of the delegation; the end must follow the start.',
  },
  'flw.notice.taskArrived': {
    'zh-CN': '{initiator}提交的「{process}」（{instanceNo}）待您审批',
    en: '"{process}" ({instanceNo}) from {initiator} waits for your approval.',
  },
  'flw.notice.remind': {
    'zh-CN': '催办：{initiator}提交的「{process}」（{instanceNo}）仍在等待您审批',
    en: 'Reminder: "{process}" ({instanceNo}) from {initiator} is still waiting for your approval.',
  },
  'flw.notice.approved': {
    'zh-CN': '您提交的「{process}」（{instanceNo}）已审批通过',
    en: 'Your "{process}" ({instanceNo}) was approved.',
  },
  'flw.notice.rejected': {
    'zh-CN': '您提交的「{process}」（{instanceNo}）已被驳回',
    en: 'Your "{process}" ({instanceNo}) was rejected.',
  },
  'flw.notice.cc': {
    'zh-CN': '{initiator}提交的「{process}」（{instanceNo}）抄送给您',
    en: '"{process}" ({instanceNo}) from {initiator} was copied to you.',
  },
  'flw.timeline.start': { 'zh-CN': '发起', en: 'Submitted' },
  'flw.timeline.end': { 'zh-CN': '结束', en: 'End' },
} as const;
