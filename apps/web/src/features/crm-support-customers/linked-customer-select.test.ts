import { describe, expect, it } from 'vitest';
import { searchTermOf } from './linked-customer-select';

describe('searchTermOf', () => {
  it('reads a customer number, a phone or a name', () => {
    expect(searchTermOf(' kh00000001 ')).toEqual({ sn: 'KH00000001' });
    expect(searchTermOf('138 0013 8000')).toEqual({ phone: '138 0013 8000' });
    expect(searchTermOf('0571-88886666')).toEqual({ phone: '0571-88886666' });
    expect(searchTermOf('云帆')).toEqual({ name: '云帆' });
  });
});
