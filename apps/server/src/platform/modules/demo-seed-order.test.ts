import { describe, expect, it } from 'vitest';
import { demoSeedOrder } from './demo-seed-order.js';
import type { DemoSeedStep } from './server-module.js';

const step = (name: string, after?: string[]): DemoSeedStep => ({ name, after, run: async () => {} });
const names = (steps: DemoSeedStep[]) => steps.map((s) => s.name);

describe('demo seed order', () => {
  it('keeps module-list order where no step waits on another', () => {
    const order = demoSeedOrder([
      { demoSeed: [step('a.one'), step('a.two')] },
      { demoSeed: [step('b.one')] },
    ]);
    expect(names(order)).toEqual(['a.one', 'a.two', 'b.one']);
  });

  it('runs a step after the steps it names, even those of a later module', () => {
    const order = demoSeedOrder([
      { demoSeed: [step('crm.activities', ['ai.calls']), step('crm.tags')] },
      { demoSeed: [step('ai.calls')] },
      {},
    ]);
    expect(names(order)).toEqual(['crm.tags', 'ai.calls', 'crm.activities']);
  });

  it('refuses duplicate names, unknown predecessors and cycles', () => {
    expect(() => demoSeedOrder([{ demoSeed: [step('a')] }, { demoSeed: [step('a')] }])).toThrow(/Two demo/);
    expect(() => demoSeedOrder([{ demoSeed: [step('a', ['missing'])] }])).toThrow(/unknown "missing"/);
    expect(() => demoSeedOrder([{ demoSeed: [step('a', ['b']), step('b', ['a'])] }])).toThrow(/a, b/);
  });
});
