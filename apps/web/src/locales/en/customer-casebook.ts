import type { customerCasebook as zh } from '../zh-CN/customer-casebook';

export const customerCasebook: Record<keyof typeof zh, string> = {
  'customerCase.title': 'Title',
  'customerCase.problem': 'Problem',
  'customerCase.resolution': 'Resolution',
  'customerCase.products': 'Products',
  'customerCase.customerId': 'Customer',
  'customerCase.attachments': 'Attachment ids',
};
