/** 客户折扣率 (features/crm-discount-rates): field labels under the resource's labelKeys. */
export const discountRates = {
  'customerDiscountRate.customerId': '客户',
  'customerDiscountRate.level': '客户等级',
  'customerDiscountRate.rate': '折扣率（万分比）',
  'customerDiscountRate.effectiveFrom': '生效日期',
  'customerDiscountRate.effectiveTo': '失效日期',
  'customerDiscountRate.remark': '备注',
};
