import type { customerAttachments as zh } from '../zh-CN/customer-attachments';

/** Attachments card of the customer detail (features/crm-customer-attachments). */
export const customerAttachments: Record<keyof typeof zh, string> = {
  'card.title': 'Attachments',
  'card.empty': 'No attachments yet',
  'card.upload': 'Upload attachment',
  'card.uploadFailed': '"{{name}}" could not be uploaded',
  'card.added': 'Attachment added',
  'card.remove': 'Remove',
  'card.removeConfirm': 'Remove the attachment "{{name}}"? The file itself is not deleted.',
  'card.removed': 'Attachment removed',
  'card.limit': 'At most {{max}} attachments',
  'card.addedBy': '{{name}} · {{at}}',
};
