import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isMessageKey, type MessageKey, PLATFORM_MESSAGES, translate } from '../platform/http/messages.js';
import { demoSeedOrder } from '../platform/modules/demo-seed-order.js';
import { SERVER_MODULES } from './modules.js';

const moduleFolders = readdirSync(new URL('./', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('server module list', () => {
  it('lists one manifest per module folder, named after its folder', () => {
    expect(SERVER_MODULES.map((listed) => listed.name).sort()).toEqual([...moduleFolders].sort());
  });

  it('gives every message key one owner and a text in both locales', () => {
    const catalogues = [PLATFORM_MESSAGES, ...SERVER_MODULES.map((listed) => listed.messages)];
    const keys = catalogues.flatMap((catalogue) => Object.keys(catalogue));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(isMessageKey(key), key).toBe(true);
      for (const locale of ['zh-CN', 'en'] as const)
        expect(translate(locale, key as MessageKey)).not.toBe('');
    }
    expect(isMessageKey('customer.phoneTakn')).toBe(false);
  });

  it('types message keys from the listed catalogues', () => {
    const moduleKey: MessageKey = 'customer.phoneTaken';
    // @ts-expect-error a misspelt key does not compile
    const misspelt: MessageKey = 'customer.phoneTakn';
    expect(translate('en', moduleKey, { sn: 'C-1' })).toContain('C-1');
    expect(isMessageKey(misspelt)).toBe(false);
  });

  it('seeds the demo data in the order its ids were always written in', () => {
    const written = [
      'hrm.staff',
      'crm.distribution-objects',
      'crm.customers',
      'crm.business',
      'crm.private-sea',
      'crm.activities',
      'crm.tags',
      'crm.casebook',
      'crm.discount-rates',
      'crm.support',
      'crm.clues',
      'crm.support-customers',
      'ai.demo-call',
      'call.seats',
      'call.demo-calls',
    ];
    // A new module's steps may fall anywhere; these keep their relative order.
    const order = demoSeedOrder(SERVER_MODULES).map((step) => step.name);
    expect(order.filter((name) => written.includes(name))).toEqual(written);
  });
});
