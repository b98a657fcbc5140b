import { describe, expect, it } from 'vitest';
import { customerDetailSections } from './customer-detail-sections';

describe('customer detail sections', () => {
  it('orders the customer detail sections the features declare, per column', () => {
    expect(customerDetailSections('main').map((section) => section.key)).toEqual(['activities', 'business']);
    expect(customerDetailSections('side').map((section) => section.key)).toEqual(['tags', 'attachments']);
  });
});
