import { describe, expect, it } from 'vitest';
import { workOrderCreatePath, workOrderPrefillOf } from './work-order-links';

describe('新建工单 links', () => {
  it('carries a call’s customer, number and record, and reads them back', () => {
    const path = workOrderCreatePath({
      customerId: 6,
      customerName: '深圳星辰电子有限公司',
      phone: '13600000106',
      callRecordId: 11,
    });
    expect(path.startsWith('/workorder/create/0?customer=6&customerName=')).toBe(true);
    expect(workOrderPrefillOf(new URL(path, 'http://x').searchParams)).toEqual({
      customerId: 6,
      customerName: '深圳星辰电子有限公司',
      phone: '13600000106',
      callRecordId: 11,
    });
  });

  it('leaves out what a call does not know and ignores ids that are not ids', () => {
    expect(workOrderCreatePath({ customerId: null, phone: '021-5555', callRecordId: 3 })).toBe(
      '/workorder/create/0?phone=021-5555&callRecordId=3',
    );
    expect(workOrderCreatePath()).toBe('/workorder/create/0');
    expect(workOrderPrefillOf(new URLSearchParams('customer=-1&callRecordId=1.5'))).toEqual({
      customerId: null,
      customerName: '',
      phone: '',
      callRecordId: null,
    });
  });
});
