/** 附件 card of the customer detail (features/crm-customer-attachments). */
export const customerAttachments = {
  'card.title': '附件',
  'card.empty': '还没有附件',
  'card.upload': '上传附件',
  'card.uploadFailed': '“{{name}}”上传失败',
  'card.added': '附件已添加',
  'card.remove': '移除',
  'card.removeConfirm': '确定移除附件“{{name}}”吗？文件本身不会被删除。',
  'card.removed': '附件已移除',
  'card.limit': '最多 {{max}} 个附件',
  'card.addedBy': '{{name}} · {{at}}',
} as const;
