/** 客户案例 (features/crm-casebook): field labels under the resource's labelKeys. */
export const customerCasebook = {
  'customerCase.title': '案例标题',
  'customerCase.problem': '客户问题',
  'customerCase.resolution': '解决方案',
  'customerCase.products': '涉及产品',
  'customerCase.customerId': '关联客户',
  'customerCase.attachments': '附件ID',
};
