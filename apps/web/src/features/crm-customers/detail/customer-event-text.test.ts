import { type CustomerEvent, crmCustomersApi } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { customers as en } from '../../../locales/en/customers';
import { customers as zh } from '../../../locales/zh-CN/customers';
import { i18n } from '../../../platform/i18n/i18n';
import '../customers-i18n';
import { EVENT_LABEL_KEYS, eventDetails } from './customer-event-text';

const event = (changes: Partial<CustomerEvent>): CustomerEvent => ({
  id: 1,
  kind: 'created',
  actorUserId: 1,
  actorName: '李销售',
  fromOwnerUserId: null,
  fromOwnerName: '',
  toOwnerUserId: null,
  toOwnerName: '',
  reason: '',
  at: '2026-01-01T00:00:00.000Z',
  ...changes,
});

describe('customer timeline texts', () => {
  it('labels every timeline kind in both languages', () => {
    for (const kind of crmCustomersApi.CUSTOMER_EVENT_KINDS) {
      const key = EVENT_LABEL_KEYS[kind];
      expect(zh[key], kind).toMatch(/\S/);
      expect(en[key], kind).toMatch(/\S/);
    }
  });

  it('names the changed fields of an edit, and the owners and reason of a transfer', async () => {
    await i18n.changeLanguage('zh-CN');
    const t = i18n.getFixedT('zh-CN', 'customers');
    expect(eventDetails(event({ kind: 'updated', reason: 'name,phone,contacts' }), t)).toEqual([
      '修改了：客户名称、联系电话、联系人',
    ]);
    expect(
      eventDetails(
        event({ kind: 'transferred', fromOwnerName: '李销售', toOwnerName: '张销售', reason: '调岗' }),
        t,
      ),
    ).toEqual(['原负责人：李销售', '新负责人：张销售', '原因：调岗']);
  });
});
