import { type ApprovalFlow, approvalFlow, type ConditionNode, flowProblems } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import {
  addBranch,
  addNode,
  canRemoveBranch,
  findNode,
  moveBranch,
  moveNode,
  type NewNodeNames,
  newNode,
  removeBranch,
  removeNode,
  updateNode,
} from './flow-designer-state';

const names: NewNodeNames = {
  approver: '审批人',
  cc: '抄送人',
  condition: '条件分支',
  parallel: '并行分支',
  conditionBranch: (n) => `条件${n}`,
  parallelBranch: (n) => `分支${n}`,
  defaultBranch: '其他情况',
};
const empty: ApprovalFlow = { nodes: [] };
const top = (index: number) => ({ branchId: null, index });

/** A flow: approver A, then a condition node; answers the flow and the condition node. */
function withCondition() {
  const approver = newNode('approver', names);
  const condition = newNode('condition', names) as ConditionNode;
  const flow = addNode(addNode(empty, top(0), approver), top(1), condition);
  return { flow, approver, condition };
}

const conditionOf = (flow: ApprovalFlow, id: string) => findNode(flow.nodes, id)!.node as ConditionNode;

describe('flow designer state', () => {
  it('adds nodes at a "+" slot in the top chain and inside a branch, each valid for the contract', () => {
    const { flow, approver, condition } = withCondition();
    const cc = newNode('cc', names);
    const withCc = addNode(flow, top(0), cc);
    expect(withCc.nodes.map((node) => node.id)).toEqual([cc.id, approver.id, condition.id]);

    const branchId = condition.branches[0]!.id;
    const inner = newNode('approver', names);
    const nested = addNode(withCc, { branchId, index: 0 }, inner);
    expect(conditionOf(nested, condition.id).branches[0]!.nodes.map((node) => node.id)).toEqual([inner.id]);
    expect(findNode(nested.nodes, inner.id)?.branchId).toBe(branchId);
    // What the designer makes parses as the contract's flow, and the check finds nothing to fix.
    expect(approvalFlow.parse(nested)).toEqual(nested);
    expect(flowProblems(nested, { fields: [] })).toEqual([]);
  });

  it('gives every new node and branch a distinct id', () => {
    const ids = Array.from({ length: 20 }, () => newNode('parallel', names)).flatMap((node) => [
      node.id,
      ...(node as { branches: { id: string }[] }).branches.map((branch) => branch.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts a condition node with one condition branch and the default branch last', () => {
    const { condition } = withCondition();
    expect(condition.branches.map((branch) => [branch.name, branch.isDefault])).toEqual([
      ['条件1', false],
      ['其他情况', true],
    ]);
  });

  it('adds a condition before the default branch, which stays last and unique', () => {
    const { flow, condition } = withCondition();
    const more = addBranch(addBranch(flow, condition.id, names), condition.id, names);
    const branches = conditionOf(more, condition.id).branches;
    expect(branches.map((branch) => branch.name)).toEqual(['条件1', '条件2', '条件3', '其他情况']);
    expect(branches.filter((branch) => branch.isDefault)).toHaveLength(1);
  });

  it('never removes the default branch nor goes below two branches', () => {
    const { flow, condition } = withCondition();
    const [first, fallback] = condition.branches;
    expect(canRemoveBranch(condition, first!.id)).toBe(false);
    expect(removeBranch(flow, condition.id, first!.id)).toEqual(flow);

    const three = addBranch(flow, condition.id, names);
    const node = conditionOf(three, condition.id);
    expect(canRemoveBranch(node, fallback!.id)).toBe(false);
    expect(removeBranch(three, condition.id, fallback!.id)).toEqual(three);
    const removed = removeBranch(three, condition.id, first!.id);
    expect(conditionOf(removed, condition.id).branches.map((branch) => branch.name)).toEqual([
      '条件2',
      '其他情况',
    ]);
  });

  it('moves condition branches among themselves, never past the default branch', () => {
    const { flow, condition } = withCondition();
    const three = addBranch(flow, condition.id, names);
    const [first, second] = conditionOf(three, condition.id).branches;
    const swapped = moveBranch(three, condition.id, first!.id, 1);
    expect(conditionOf(swapped, condition.id).branches.map((branch) => branch.name)).toEqual([
      '条件2',
      '条件1',
      '其他情况',
    ]);
    expect(moveBranch(swapped, condition.id, first!.id, 1)).toEqual(swapped);
    expect(moveBranch(three, condition.id, second!.id, -1)).toEqual(swapped);
  });

  it('moves nodes within their list and removes a node with its branches', () => {
    const { flow, approver, condition } = withCondition();
    const moved = moveNode(flow, approver.id, 1);
    expect(moved.nodes.map((node) => node.id)).toEqual([condition.id, approver.id]);
    expect(moveNode(moved, approver.id, 1)).toEqual(moved);
    const inner = newNode('cc', names);
    const nested = addNode(moved, { branchId: condition.branches[1]!.id, index: 0 }, inner);
    const removed = removeNode(nested, condition.id);
    expect(removed.nodes.map((node) => node.id)).toEqual([approver.id]);
    expect(findNode(removed.nodes, inner.id)).toBeNull();
  });

  it('updates a node wherever it is, keeping its id and type', () => {
    const { flow, condition } = withCondition();
    const inner = newNode('approver', names);
    const nested = addNode(flow, { branchId: condition.branches[0]!.id, index: 0 }, inner);
    const renamed = updateNode(nested, inner.id, {
      name: '财务',
      mode: 'allOf',
      id: 'other',
      type: 'cc',
    } as never);
    expect(findNode(renamed.nodes, inner.id)?.node).toMatchObject({
      id: inner.id,
      type: 'approver',
      name: '财务',
      mode: 'allOf',
    });
  });

  it('drops a setting patched to undefined, so the flow still parses after the api client blanks it', () => {
    const { flow, approver } = withCondition();
    const limited = updateNode(flow, approver.id, { timeLimit: { remindAfterHours: 4, onTimeout: 'none' } });
    const cleared = updateNode(limited, approver.id, { timeLimit: undefined, name: '主管' });
    const node = findNode(cleared.nodes, approver.id)?.node;
    expect(node).toMatchObject({ name: '主管' });
    expect(node && 'timeLimit' in node).toBe(false);
    // What the api client does to undefined (spec §5: sent as "").
    const sent = JSON.parse(JSON.stringify(cleared, (_key, value) => (value === undefined ? '' : value)));
    expect(approvalFlow.safeParse(sent).success).toBe(true);
  });
});
