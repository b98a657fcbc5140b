import type { ApprovalFlow, ApproverNode, CcNode, FlowNode } from '@atrium/contract';
import { pickBranch, type WalkContext } from './flow-conditions.js';

/**
 * Walking a flow (docs/approvals.md "The walk"), pure. When a round starts, each condition node is
 * resolved to the one branch it takes: what remains is the round's plan, a sequence of approver and
 * CC nodes and parallel groups. Where a round stands is then just the set of nodes done: the active
 * nodes are the frontier of that set, and the round ends when the frontier is empty.
 */

export type WalkNode = ApproverNode | CcNode;

export type PlanStep =
  | { kind: 'node'; node: WalkNode }
  | { kind: 'parallel'; id: string; branches: PlanStep[][] };
export type Plan = PlanStep[];

/** The engine's record of a round, stored in `approval_instances.state`. */
export interface InstanceState {
  /** Condition node id → the branch id taken this round (chosen when the round started). */
  branches: Record<string, string>;
  /** Nodes finished this round (approved by their rule, passed with nobody, or CC sent). */
  done: string[];
  /** Nodes of `done` passed because nobody was found (autoPass). */
  skipped: string[];
  /** Nodes waiting for decisions now. */
  active: string[];
  /** Node id → when it started (ISO), for time limits and the timeline. */
  startedAt: Record<string, string>;
  /** The node whose rejection ended the last round (resubmitFrom: 'rejectedNode'). */
  rejectedNodeId: string | null;
}

export const emptyState = (branches: Record<string, string> = {}): InstanceState => ({
  branches,
  done: [],
  skipped: [],
  active: [],
  startedAt: {},
  rejectedNodeId: null,
});

/** Reads a stored state, tolerating the empty `{}` a fresh row holds. */
export function stateOf(stored: Record<string, unknown>): InstanceState {
  return { ...emptyState(), ...(stored as Partial<InstanceState>) };
}

/**
 * The plan of a round: condition nodes replaced by the steps of the branch they take. `chosen`
 * (the branches a running round already took) wins over `context`, so a plan read back later is
 * the plan the round started with, whatever changed in the form or the organization since.
 */
export function planOf(
  flow: ApprovalFlow,
  context: WalkContext | null,
  chosen: Readonly<Record<string, string>> = {},
): { plan: Plan; branches: Record<string, string> } {
  const branches: Record<string, string> = {};
  const walk = (nodes: readonly FlowNode[]): Plan =>
    nodes.flatMap((node): Plan => {
      if (node.type === 'approver' || node.type === 'cc') return [{ kind: 'node', node }];
      if (node.type === 'parallel')
        return [{ kind: 'parallel', id: node.id, branches: node.branches.map((b) => walk(b.nodes)) }];
      const taken =
        node.branches.find((branch) => branch.id === chosen[node.id]) ??
        (context ? pickBranch(node.branches, context) : undefined);
      if (!taken) return [];
      branches[node.id] = taken.id;
      return walk(taken.nodes);
    });
  return { plan: walk(flow.nodes), branches };
}

/** Every node of the steps, in flow order (parallel branches one after another). */
export function planNodes(steps: readonly PlanStep[]): WalkNode[] {
  return steps.flatMap((step) => (step.kind === 'node' ? [step.node] : step.branches.flatMap(planNodes)));
}

/** The nodes waiting now given those done; null when every step is done (the round ends). */
export function frontier(steps: readonly PlanStep[], done: ReadonlySet<string>): string[] | null {
  for (const step of steps) {
    if (step.kind === 'node') {
      if (!done.has(step.node.id)) return [step.node.id];
      continue;
    }
    const open = step.branches.map((branch) => frontier(branch, done)).filter((ids) => ids !== null);
    if (open.length > 0) return open.flat();
  }
  return null;
}

/**
 * The nodes that must finish before `nodeId` can start: the earlier steps of each sequence that
 * holds it (a whole earlier parallel group included; sibling branches of its own group are not).
 * Null when the plan does not hold the node.
 */
export function nodesBefore(steps: readonly PlanStep[], nodeId: string): string[] | null {
  const earlier: string[] = [];
  for (const step of steps) {
    if (step.kind === 'node') {
      if (step.node.id === nodeId) return earlier;
      earlier.push(step.node.id);
      continue;
    }
    for (const branch of step.branches) {
      const inner = nodesBefore(branch, nodeId);
      if (inner) return [...earlier, ...inner];
    }
    earlier.push(...planNodes([step]).map((node) => node.id));
  }
  return null;
}

/**
 * The node and everything that follows it (what restarts when a rejection sends the round back to
 * it); sibling branches of a parallel group holding it are not after it. Null when not in the plan.
 */
export function nodesFrom(steps: readonly PlanStep[], nodeId: string): string[] | null {
  for (const [index, step] of steps.entries()) {
    if (step.kind === 'node') {
      if (step.node.id === nodeId) return planNodes(steps.slice(index)).map((node) => node.id);
      continue;
    }
    for (const branch of step.branches) {
      const inner = nodesFrom(branch, nodeId);
      if (inner) return [...inner, ...planNodes(steps.slice(index + 1)).map((node) => node.id)];
    }
  }
  return null;
}

/** The plan's node with this id. */
export function nodeOf(steps: readonly PlanStep[], nodeId: string): WalkNode | undefined {
  return planNodes(steps).find((node) => node.id === nodeId);
}

/**
 * Where a rejection at `nodeId` may send the round back: approver nodes done before it this round
 * (the initiator is always possible besides).
 */
export function rejectTargets(steps: readonly PlanStep[], state: InstanceState, nodeId: string): WalkNode[] {
  const before = new Set(nodesBefore(steps, nodeId) ?? []);
  const skipped = new Set(state.skipped);
  return planNodes(steps).filter(
    (node) =>
      node.type === 'approver' &&
      before.has(node.id) &&
      state.done.includes(node.id) &&
      !skipped.has(node.id),
  );
}
