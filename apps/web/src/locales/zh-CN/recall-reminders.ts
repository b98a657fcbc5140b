/** 回收提醒 (features/crm-customers/recall-reminders): the customer list's notice and drawer, the detail's warning, recall reasons. */
export const recallReminders = {
  'notice.some': '{{count}} 位客户即将被回收',
  'notice.none': '回收提醒',
  'drawer.title': '即将被回收的客户',
  'drawer.hint': '以下客户在回收前的提醒期内，跟进或成交后将不再被回收。',
  'drawer.empty': '近期没有即将被回收的客户',
  'drawer.failed': '回收提醒加载失败',
  'column.name': '客户名称',
  'column.owner': '负责人',
  'column.reason': '回收原因',
  'column.daysLeft': '剩余天数',
  'column.recallAt': '回收时间',
  'value.daysLeft': '{{count}} 天',
  'cause.noFollowUp': '{{days}} 天未跟进',
  'cause.noDeal': '{{days}} 天未成交',
  'reason.noFollowUp': '私海规则「{{rule}}」：{{days}} 天未跟进，自动回收',
  'reason.noDeal': '私海规则「{{rule}}」：{{days}} 天未成交，自动回收',
  'warning.noFollowUp':
    '该客户将于 {{at}} 被回收到公海（还剩 {{count}} 天，私海规则「{{rule}}」：{{days}} 天未跟进），请及时跟进。',
  'warning.noDeal':
    '该客户将于 {{at}} 被回收到公海（还剩 {{count}} 天，私海规则「{{rule}}」：{{days}} 天未成交），请及时跟进。',
} as const;
