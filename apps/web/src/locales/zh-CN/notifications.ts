/** The header inbox: the bell's panel and the all-notices drawer (lazy namespace 'notifications'). */
export const notifications = {
  'panel.title': '通知',
  'panel.empty': '暂无通知',
  'panel.failed': '通知加载失败，请稍后重试',
  'panel.viewAll': '查看全部',
  'action.readAll': '全部标为已读',
  'action.read': '标为已读',
  'drawer.title': '全部通知',
  'filter.label': '显示',
  'filter.all': '全部',
  'filter.unread': '未读',
  'column.title': '内容',
  'column.createdAt': '时间',
  'column.status': '状态',
  'column.actions': '操作',
  'status.unread': '未读',
  'status.read': '已读',
};
