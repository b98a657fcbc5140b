import type { discountRates as zh } from '../zh-CN/discount-rates';

export const discountRates: Record<keyof typeof zh, string> = {
  'customerDiscountRate.customerId': 'Customer',
  'customerDiscountRate.level': 'Customer level',
  'customerDiscountRate.rate': 'Rate (basis points)',
  'customerDiscountRate.effectiveFrom': 'Effective from',
  'customerDiscountRate.effectiveTo': 'Effective to',
  'customerDiscountRate.remark': 'Remark',
};
