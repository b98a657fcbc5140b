import type {
  ApprovalFlow,
  ApproverNode,
  CcNode,
  ConditionBranch,
  ConditionNode,
  FlowNode,
  ParallelBranch,
  ParallelNode,
} from '@atrium/contract';

/**
 * The flow designer's edits as pure functions on the flow (no React): add a node at a "+" slot,
 * remove, move, update, and the branches of condition and parallel nodes. A condition node always
 * keeps exactly one default branch, last; condition and parallel nodes keep at least two branches.
 */

export type AddableKind = 'approver' | 'cc' | 'condition' | 'parallel';

/** A "+" between nodes: the list it is in (the top chain, or a branch's by id) and the index it inserts at. */
export interface Slot {
  branchId: string | null;
  index: number;
}

/** The names new nodes and branches get, in the screen's language. */
export interface NewNodeNames {
  approver: string;
  cc: string;
  condition: string;
  parallel: string;
  /** A numbered branch name: 条件 1, 分支 2. */
  conditionBranch: (n: number) => string;
  parallelBranch: (n: number) => string;
  defaultBranch: string;
}

type Branch = ConditionBranch | ParallelBranch;

let sequence = 0;
/** A node or branch id unique in the flow: a time stamp and a counter, in FLOW_NODE_ID_PATTERN. */
export function newNodeId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}${sequence.toString(36)}`;
}

export function newNode(kind: AddableKind, names: NewNodeNames): FlowNode {
  if (kind === 'approver')
    return {
      id: newNodeId('approver'),
      type: 'approver',
      name: names.approver,
      assignees: { kind: 'leader', levels: 1 },
      mode: 'sequential',
      whenNobody: 'autoPass',
      fieldRights: {},
      allowBatch: false,
      allowTransfer: true,
      allowAddSigner: true,
    } satisfies ApproverNode;
  if (kind === 'cc')
    return {
      id: newNodeId('cc'),
      type: 'cc',
      name: names.cc,
      assignees: { kind: 'leader', levels: 1 },
      fieldRights: {},
    } satisfies CcNode;
  if (kind === 'condition')
    return {
      id: newNodeId('condition'),
      type: 'condition',
      name: names.condition,
      branches: [newConditionBranch(names.conditionBranch(1)), defaultBranch(names.defaultBranch)],
    } satisfies ConditionNode;
  return {
    id: newNodeId('parallel'),
    type: 'parallel',
    name: names.parallel,
    branches: [newParallelBranch(names.parallelBranch(1)), newParallelBranch(names.parallelBranch(2))],
  } satisfies ParallelNode;
}

const newConditionBranch = (name: string): ConditionBranch => ({
  id: newNodeId('branch'),
  name,
  conditions: [],
  isDefault: false,
  nodes: [],
});
const defaultBranch = (name: string): ConditionBranch => ({ ...newConditionBranch(name), isDefault: true });
const newParallelBranch = (name: string): ParallelBranch => ({ id: newNodeId('branch'), name, nodes: [] });

/** Applies `change` to the node list holding the slot's branch (null: the top chain), copying on the way. */
function mapLists(
  nodes: FlowNode[],
  branchId: string | null,
  change: (list: FlowNode[]) => FlowNode[],
): FlowNode[] {
  if (branchId === null) return change(nodes);
  return nodes.map((node) => {
    if (node.type !== 'condition' && node.type !== 'parallel') return node;
    const branches = (node.branches as Branch[]).map((branch) =>
      branch.id === branchId
        ? { ...branch, nodes: change(branch.nodes) }
        : { ...branch, nodes: mapLists(branch.nodes, branchId, change) },
    );
    return { ...node, branches } as FlowNode;
  });
}

/** Applies `change` to the node of this id wherever it is. */
function mapNode(nodes: FlowNode[], nodeId: string, change: (node: FlowNode) => FlowNode): FlowNode[] {
  return nodes.map((node) => {
    if (node.id === nodeId) return change(node);
    if (node.type !== 'condition' && node.type !== 'parallel') return node;
    const branches = (node.branches as Branch[]).map((branch) => ({
      ...branch,
      nodes: mapNode(branch.nodes, nodeId, change),
    }));
    return { ...node, branches } as FlowNode;
  });
}

/** The list holding the node of this id, and the branch id of that list (null: the top chain). */
export function findNode(
  nodes: FlowNode[],
  nodeId: string,
  branchId: string | null = null,
): { node: FlowNode; list: FlowNode[]; branchId: string | null } | null {
  for (const node of nodes) {
    if (node.id === nodeId) return { node, list: nodes, branchId };
    if (node.type === 'condition' || node.type === 'parallel')
      for (const branch of node.branches as Branch[]) {
        const found = findNode(branch.nodes, nodeId, branch.id);
        if (found) return found;
      }
  }
  return null;
}

export function addNode(flow: ApprovalFlow, slot: Slot, node: FlowNode): ApprovalFlow {
  return {
    nodes: mapLists(flow.nodes, slot.branchId, (list) => [
      ...list.slice(0, slot.index),
      node,
      ...list.slice(slot.index),
    ]),
  };
}

/** Removes a node with everything in its branches. */
export function removeNode(flow: ApprovalFlow, nodeId: string): ApprovalFlow {
  const found = findNode(flow.nodes, nodeId);
  if (!found) return flow;
  return { nodes: mapLists(flow.nodes, found.branchId, (list) => list.filter((node) => node.id !== nodeId)) };
}

/** Moves a node up (-1) or down (+1) within its list; past either end changes nothing. */
export function moveNode(flow: ApprovalFlow, nodeId: string, by: -1 | 1): ApprovalFlow {
  const found = findNode(flow.nodes, nodeId);
  if (!found) return flow;
  const from = found.list.indexOf(found.node);
  const to = from + by;
  if (to < 0 || to >= found.list.length) return flow;
  return {
    nodes: mapLists(flow.nodes, found.branchId, (list) => {
      const next = [...list];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    }),
  };
}

/**
 * Replaces a node's own settings (its id and type stay). A setting patched to undefined is removed:
 * the api client sends undefined as "" (spec §5), which an optional object such as `timeLimit` refuses.
 */
export function updateNode<N extends FlowNode>(
  flow: ApprovalFlow,
  nodeId: string,
  patch: Partial<N>,
): ApprovalFlow {
  return {
    nodes: mapNode(flow.nodes, nodeId, (node) => {
      const next: Record<string, unknown> = { ...node, ...patch, id: node.id, type: node.type };
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      return next as FlowNode;
    }),
  };
}

/** 添加条件 / 添加分支: a new branch, before the default one of a condition node. */
export function addBranch(flow: ApprovalFlow, nodeId: string, names: NewNodeNames): ApprovalFlow {
  return {
    nodes: mapNode(flow.nodes, nodeId, (node) => {
      if (node.type === 'condition') {
        const others = node.branches.filter((branch) => !branch.isDefault);
        const fallback = node.branches.filter((branch) => branch.isDefault);
        const added = newConditionBranch(names.conditionBranch(others.length + 1));
        return { ...node, branches: [...others, added, ...fallback] };
      }
      if (node.type === 'parallel')
        return {
          ...node,
          branches: [...node.branches, newParallelBranch(names.parallelBranch(node.branches.length + 1))],
        };
      return node;
    }),
  };
}

/** Whether a branch may go: never the default branch, never below two branches. */
export function canRemoveBranch(node: ConditionNode | ParallelNode, branchId: string): boolean {
  const branch = (node.branches as Branch[]).find((entry) => entry.id === branchId);
  if (!branch || node.branches.length <= 2) return false;
  return !('isDefault' in branch && branch.isDefault);
}

export function removeBranch(flow: ApprovalFlow, nodeId: string, branchId: string): ApprovalFlow {
  return {
    nodes: mapNode(flow.nodes, nodeId, (node) => {
      if ((node.type !== 'condition' && node.type !== 'parallel') || !canRemoveBranch(node, branchId))
        return node;
      return {
        ...node,
        branches: (node.branches as Branch[]).filter((branch) => branch.id !== branchId),
      } as FlowNode;
    }),
  };
}

/**
 * Moves a branch left (-1) or right (+1). A condition's branches are tried in order, so this sets
 * their priority; the default branch stays last and never moves.
 */
export function moveBranch(flow: ApprovalFlow, nodeId: string, branchId: string, by: -1 | 1): ApprovalFlow {
  return {
    nodes: mapNode(flow.nodes, nodeId, (node) => {
      if (node.type !== 'condition' && node.type !== 'parallel') return node;
      const branches = [...(node.branches as Branch[])];
      const from = branches.findIndex((branch) => branch.id === branchId);
      const to = from + by;
      const movable = (index: number) => {
        const branch = branches[index];
        return branch !== undefined && !('isDefault' in branch && branch.isDefault);
      };
      if (from < 0 || !movable(from) || !movable(to)) return node;
      [branches[from], branches[to]] = [branches[to]!, branches[from]!];
      return { ...node, branches } as FlowNode;
    }),
  };
}

/** Changes a branch's name or conditions. */
export function updateBranch(
  flow: ApprovalFlow,
  nodeId: string,
  branchId: string,
  patch: Partial<Pick<ConditionBranch, 'name' | 'conditions'>>,
): ApprovalFlow {
  return {
    nodes: mapNode(flow.nodes, nodeId, (node) => {
      if (node.type !== 'condition' && node.type !== 'parallel') return node;
      const branches = (node.branches as Branch[]).map((branch) =>
        branch.id === branchId ? { ...branch, ...patch } : branch,
      );
      return { ...node, branches } as FlowNode;
    }),
  };
}
