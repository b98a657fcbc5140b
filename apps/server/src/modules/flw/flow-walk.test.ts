import { type ApprovalFlow, approvalFlow } from '@atrium/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimals, type WalkContext } from './flow-conditions.js';
import {
  emptyState,
  frontier,
  nodesBefore,
  nodesFrom,
  planNodes,
  planOf,
  rejectTargets,
} from './flow-walk.js';

const approver = (id: string) => ({
  id,
  type: 'approver',
  name: id,
  assignees: { kind: 'leader', levels: 1 },
});
const context = (formData: Record<string, unknown> = {}, extra: Partial<WalkContext> = {}): WalkContext => ({
  formData,
  departmentChain: [],
  roleIds: [],
  ...extra,
});

/** 报销: amount > threshold → manager then finance; otherwise manager only; a parallel check; a CC. */
const expenseFlow = (threshold: string): ApprovalFlow =>
  approvalFlow.parse({
    nodes: [
      {
        id: 'amount',
        type: 'condition',
        name: '金额',
        branches: [
          {
            id: 'big',
            name: '大额',
            conditions: [{ kind: 'field', field: 'amount', operator: 'gt', value: threshold }],
            nodes: [approver('manager'), approver('finance')],
          },
          { id: 'other', name: '其他', isDefault: true, nodes: [approver('manager2')] },
        ],
      },
      {
        id: 'checks',
        type: 'parallel',
        name: '并行',
        branches: [
          { id: 'left', name: '左', nodes: [approver('legal'), approver('legal2')] },
          { id: 'right', name: '右', nodes: [approver('audit')] },
        ],
      },
      { id: 'copy', type: 'cc', name: '抄送', assignees: { kind: 'users', userIds: [1] } },
    ],
  });

describe('decimal comparison', () => {
  it('compares exactly, whatever the scale, where floats would not', () => {
    expect(compareDecimals('5000.01', '5000')).toBe(1);
    expect(compareDecimals('5000.000', '5000')).toBe(0);
    expect(compareDecimals('0.3', 0.1 + 0.2)).toBe(-1); // 0.1 + 0.2 is 0.30000000000000004
    expect(compareDecimals('-1.5', '-1.49')).toBe(-1);
    expect(compareDecimals('12345678901234567890.1', '12345678901234567890')).toBe(1);
    expect(compareDecimals('abc', '1')).toBeNull();
    expect(compareDecimals('1e3', '1000')).toBeNull();
  });
});

describe('condition branches', () => {
  const amounts = (threshold: bigint, scale: number) =>
    fc.bigInt({ min: threshold - 300n, max: threshold + 300n }).map((units) => {
      const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
      const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
      return { units, text: units < 0n ? `-${text}` : text };
    });

  it('takes exactly one branch: the conditioned one exactly when amount > threshold', () => {
    // Threshold 5000.05 at two decimals: 500005 hundredths.
    const flow = expenseFlow('5000.05');
    fc.assert(
      fc.property(amounts(500_005n, 2), fc.boolean(), ({ units, text }, asNumber) => {
        const value = asNumber ? Number(text) : text;
        const { plan, branches } = planOf(flow, context({ amount: value }));
        expect(Object.keys(branches)).toEqual(['amount']);
        const ids = planNodes(plan).map((node) => node.id);
        const big = units > 500_005n;
        expect(branches.amount).toBe(big ? 'big' : 'other');
        expect(ids.includes('finance')).toBe(big);
        expect(ids.includes('manager2')).toBe(!big);
      }),
    );
  });

  it('falls to the default branch when the value is missing or not a number', () => {
    for (const amount of [undefined, '', 'lots', null]) {
      expect(planOf(expenseFlow('5000'), context({ amount })).branches.amount).toBe('other');
    }
  });

  it('reads the initiator’s department chain and roles', () => {
    const flow = approvalFlow.parse({
      nodes: [
        {
          id: 'who',
          type: 'condition',
          name: '谁',
          branches: [
            {
              id: 'sales',
              name: '销售',
              conditions: [{ kind: 'initiatorDepartment', departmentIds: [2] }],
              nodes: [approver('a')],
            },
            {
              id: 'role',
              name: '角色',
              conditions: [{ kind: 'initiatorRole', roleIds: [9] }],
              nodes: [approver('b')],
            },
            { id: 'rest', name: '其他', isDefault: true, nodes: [] },
          ],
        },
      ],
    });
    expect(planOf(flow, context({}, { departmentChain: [3, 2] })).branches.who).toBe('sales');
    expect(planOf(flow, context({}, { roleIds: [9] })).branches.who).toBe('role');
    expect(planOf(flow, context()).branches.who).toBe('rest');
    // A stored choice wins over the context: a running round keeps its path.
    expect(planOf(flow, context(), { who: 'role' }).branches.who).toBe('role');
  });
});

describe('the walk', () => {
  const { plan } = planOf(expenseFlow('5000'), context({ amount: '6000' }));

  it('runs sequences in order and parallel branches together, joining before the next node', () => {
    const walk = (...done: string[]) => frontier(plan, new Set(done));
    expect(walk()).toEqual(['manager']);
    expect(walk('manager')).toEqual(['finance']);
    expect(walk('manager', 'finance')).toEqual(['legal', 'audit']);
    expect(walk('manager', 'finance', 'audit')).toEqual(['legal']);
    expect(walk('manager', 'finance', 'audit', 'legal')).toEqual(['legal2']);
    expect(walk('manager', 'finance', 'audit', 'legal', 'legal2')).toEqual(['copy']);
    expect(walk('manager', 'finance', 'audit', 'legal', 'legal2', 'copy')).toBeNull();
  });

  it('knows what comes before and after a node (reject targets, restarts)', () => {
    expect(nodesBefore(plan, 'legal2')).toEqual(['manager', 'finance', 'legal']);
    expect(nodesBefore(plan, 'copy')).toEqual(['manager', 'finance', 'legal', 'legal2', 'audit']);
    expect(nodesFrom(plan, 'finance')).toEqual(['finance', 'legal', 'legal2', 'audit', 'copy']);
    // Restarting inside a parallel branch leaves the sibling branch alone.
    expect(nodesFrom(plan, 'legal2')).toEqual(['legal2', 'copy']);
    const state = { ...emptyState(), done: ['manager', 'finance', 'legal'], skipped: ['finance'] };
    expect(rejectTargets(plan, state, 'legal2').map((node) => node.id)).toEqual(['manager', 'legal']);
  });
});
