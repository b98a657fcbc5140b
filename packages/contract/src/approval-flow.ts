import { z } from 'zod';
import { recordId, text } from './zod-kit.js';

/**
 * The flow of an approval process (docs/approvals.md), as the process designer draws it and the
 * engine walks it: a vertical chain of nodes under the initiator, DingTalk/Feishu style. A
 * condition node holds branches of which exactly one is taken (the first whose conditions all
 * hold, else the default one); a parallel node holds branches that all run and join before the
 * next node. Nodes carry ids the designer makes (unique in the flow), so history rows, tasks and
 * "reject back to this node" keep pointing at the same node across edits of a draft.
 */

export const FLOW_NODE_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
const nodeId = z.string().regex(FLOW_NODE_ID_PATTERN);
const nodeName = text.trim().min(1).max(40);
/** A form field's `vModel` (a sub-form's own field keys are not addressed separately). */
const fieldKey = text.trim().min(1).max(64);

/** Who an approver or CC node reaches; resolved and stored when the node starts. */
export const assigneeRule = z.discriminatedUnion('kind', [
  /** Named members of the organization. */
  z.object({ kind: z.literal('users'), userIds: z.array(recordId).min(1).max(50) }),
  /** Every enabled member holding one of these roles. */
  z.object({ kind: z.literal('roles'), roleIds: z.array(recordId).min(1).max(20) }),
  /** The leader of the initiator's department, `levels` up (1: their own department's leader). */
  z.object({ kind: z.literal('leader'), levels: z.number().int().min(1).max(10) }),
  /** The initiator picks them when starting (the start form asks for this node). */
  z.object({ kind: z.literal('initiatorChoice'), multiple: z.boolean().default(false) }),
  /** The employee(s) held in a form field of kind `employee`. */
  z.object({ kind: z.literal('formField'), field: fieldKey }),
]);
export type AssigneeRule = z.infer<typeof assigneeRule>;

/** 依次审批 (one after another, in the order resolved), 会签 (all of them), 或签 (any one). */
export const APPROVAL_MODES = ['sequential', 'allOf', 'anyOf'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** When an approver node resolves to nobody: pass it, or hand it to the organization's administrators. */
export const NOBODY_POLICIES = ['autoPass', 'toAdmin'] as const;
export type NobodyPolicy = (typeof NOBODY_POLICIES)[number];

/** A field's right at a node: editable, read-only, or hidden from whoever acts or reads there. */
export const FIELD_RIGHTS = ['edit', 'read', 'hidden'] as const;
export type FieldRight = (typeof FIELD_RIGHTS)[number];
/** Fields not named are read-only at approver and CC nodes. */
export const fieldRights = z.record(fieldKey, z.enum(FIELD_RIGHTS));
export type FieldRights = z.infer<typeof fieldRights>;

/** What happens when a node's time limit passes without a decision. */
export const TIMEOUT_ACTIONS = ['none', 'approve', 'reject', 'escalate'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];

export const nodeTimeLimit = z.object({
  /** Remind the open tasks' assignees after this many hours (absent: no reminder). */
  remindAfterHours: z.number().int().min(1).max(720).optional(),
  /** Hours after the node starts at which `onTimeout` happens (absent: no limit). */
  limitHours: z.number().int().min(1).max(2160).optional(),
  onTimeout: z.enum(TIMEOUT_ACTIONS).default('none'),
  /** Who an escalated task goes to (`onTimeout: 'escalate'`). */
  escalateToUserId: recordId.optional(),
});
export type NodeTimeLimit = z.infer<typeof nodeTimeLimit>;

export const approverNode = z.object({
  id: nodeId,
  type: z.literal('approver'),
  name: nodeName,
  assignees: assigneeRule,
  mode: z.enum(APPROVAL_MODES).default('sequential'),
  whenNobody: z.enum(NOBODY_POLICIES).default('autoPass'),
  fieldRights: fieldRights.default({}),
  timeLimit: nodeTimeLimit.optional(),
  /** The node's tasks may be approved in a batch from 我审批的. */
  allowBatch: z.boolean().default(false),
  /** The approver may hand the task to someone else (转交) or add signers (加签). */
  allowTransfer: z.boolean().default(true),
  allowAddSigner: z.boolean().default(true),
});
export type ApproverNode = z.infer<typeof approverNode>;

/** 抄送: recipients are told and may read the instance; they never decide. */
export const ccNode = z.object({
  id: nodeId,
  type: z.literal('cc'),
  name: nodeName,
  assignees: assigneeRule,
  fieldRights: fieldRights.default({}),
});
export type CcNode = z.infer<typeof ccNode>;

/** Comparisons on a form value. Numbers compare exactly as decimals (never as floats). */
export const CONDITION_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'contains'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export const branchCondition = z.discriminatedUnion('kind', [
  /** A form field compared with a value (`in`: one of `values`). */
  z.object({
    kind: z.literal('field'),
    field: fieldKey,
    operator: z.enum(CONDITION_OPERATORS),
    /** Text or a decimal number as text (`"5000"`, `"0.5"`). */
    value: text.max(200).default(''),
    values: z.array(text.max(200)).max(50).optional(),
  }),
  /** The initiator belongs to one of these departments (or a department under one of them). */
  z.object({ kind: z.literal('initiatorDepartment'), departmentIds: z.array(recordId).min(1).max(50) }),
  /** The initiator holds one of these roles. */
  z.object({ kind: z.literal('initiatorRole'), roleIds: z.array(recordId).min(1).max(20) }),
]);
export type BranchCondition = z.infer<typeof branchCondition>;

export type FlowNode = ApproverNode | CcNode | ConditionNode | ParallelNode;

export interface ConditionBranch {
  id: string;
  name: string;
  /** All must hold. The default branch has none and is taken when no other holds. */
  conditions: BranchCondition[];
  isDefault: boolean;
  nodes: FlowNode[];
}
export interface ConditionNode {
  id: string;
  type: 'condition';
  name: string;
  /** Tried in order; exactly one is taken. Exactly one branch is the default. */
  branches: ConditionBranch[];
}
export interface ParallelBranch {
  id: string;
  name: string;
  nodes: FlowNode[];
}
export interface ParallelNode {
  id: string;
  type: 'parallel';
  name: string;
  /** All run at once; the node ends when every branch has ended. */
  branches: ParallelBranch[];
}

// Recursive: branches hold nodes. The input type is looser than the output (defaults fill in).
export const flowNode: z.ZodType<FlowNode, unknown> = z.lazy(() =>
  z.discriminatedUnion('type', [approverNode, ccNode, conditionNode, parallelNode]),
);
const flowNodes = z.array(flowNode).max(100);

export const conditionBranch = z.object({
  id: nodeId,
  name: nodeName,
  conditions: z.array(branchCondition).max(20).default([]),
  isDefault: z.boolean().default(false),
  nodes: flowNodes,
});
export const conditionNode = z.object({
  id: nodeId,
  type: z.literal('condition'),
  name: nodeName,
  branches: z.array(conditionBranch).min(2).max(10),
});
export const parallelBranch = z.object({ id: nodeId, name: nodeName, nodes: flowNodes });
export const parallelNode = z.object({
  id: nodeId,
  type: z.literal('parallel'),
  name: nodeName,
  branches: z.array(parallelBranch).min(2).max(10),
});

/**
 * The whole flow. Checked beyond its shape by `flowProblems` (approval-flow-check.ts): node ids
 * unique, one default branch per condition node, at least one approver node, fields named by
 * conditions and rights present in the form.
 */
export const approvalFlow = z.object({ nodes: flowNodes });
export type ApprovalFlow = z.infer<typeof approvalFlow>;
