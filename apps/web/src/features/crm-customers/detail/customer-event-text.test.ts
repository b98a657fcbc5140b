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
    // An attachment added or removed (its own endpoints) names the attachments.
    expect(eventDetails(event({ kind: 'updated', reason: 'attachments' }), t)).toEqual(['修改了：附件']);
    expect(
      eventDetails(
        event({ kind: 'transferred', fromOwnerName: '李销售', toOwnerName: '张销售', reason: '调岗' }),
        t,
      ),
    ).toEqual(['原负责人：李销售', '新负责人：张销售', '原因：调岗']);
  });

  it("renders a recall reason's message key in the reader's language, and older text as it is", () => {
    const stored = JSON.stringify({ key: 'noDeal', params: { rule: '销售部私海规则', days: 90 } });
    const recalled = event({ kind: 'recalled', fromOwnerName: '李销售', reason: stored });
    expect(eventDetails(recalled, i18n.getFixedT('zh-CN', 'customers'))).toEqual([
      '原负责人：李销售',
      '原因：私海规则「销售部私海规则」：90 天未成交，自动回收',
    ]);
    expect(eventDetails(recalled, i18n.getFixedT('en', 'customers'))[1]).toContain(
      'Private-sea rule "销售部私海规则": 90 days without a deal',
    );
    const old = event({ kind: 'recalled', reason: '私海规则「默认规则」：60 天未跟进，自动回收' });
    expect(eventDetails(old, i18n.getFixedT('zh-CN', 'customers'))).toEqual([
      '原因：私海规则「默认规则」：60 天未跟进，自动回收',
    ]);
  });
});
