import { z } from 'zod';
import { approvalFlow } from '../approval-flow.js';
import { anyPermission, defineEndpoint, permission, SIGNED_IN } from '../endpoint.js';
import { formValues, storedFormDefinition } from '../form-definition.js';
import { page, pageQuery } from '../http.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import { idParams, optionalFilter, queryRecordId, recordId, text } from '../zod-kit.js';
import { attachedFile } from './files.js';

/**
 * Approvals (flw, docs/approvals.md): process definitions drawn in the process designer, their
 * published versions, instances started from them, the tasks of their approver nodes, CC copies,
 * and the append-only history of every action. Menu keys: 审批管理 in menu-catalogue.ts.
 */

// ---------------------------------------------------------------------------------------------
// Shared vocabulary

/** `YYYY-MM-DD HH:mm:ss` (spec §9's date-time format) or a bare `YYYY-MM-DD`. */
export const CREATE_TIME_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])( ([01]\d|2[0-3]):[0-5]\d:[0-5]\d)?$/;
const createTime = optionalFilter(z.string().trim().regex(CREATE_TIME_PATTERN));
const timeRangeRefinement: [
  (query: { startCreateTime?: string; endCreateTime?: string }) => boolean,
  { path: PropertyKey[]; params: { messageKey: string } },
] = [
  // Both formats sort as text, so a plain comparison orders them.
  (query) => !query.startCreateTime || !query.endCreateTime || query.startCreateTime <= query.endCreateTime,
  { path: ['endCreateTime'], params: { messageKey: 'validation.timeRange' } },
];

/**
 * running: waiting at one or more nodes. approved / rejected: ended (rejected waits for the
 * initiator to resubmit, which starts a new round in the same instance). withdrawn: taken back by
 * the initiator before anybody acted. cancelled: ended by the initiator or an administrator.
 */
export const INSTANCE_STATUSES = ['running', 'approved', 'rejected', 'withdrawn', 'cancelled'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

/**
 * waiting: queued behind an earlier signer of a sequential node (or before an added signer).
 * pending: the assignee's to decide. approved / rejected: decided by the assignee. transferred:
 * handed to someone else (a new task holds it). closed: no longer needed (an any-of sibling
 * approved, the instance ended or was withdrawn).
 */
export const TASK_STATUSES = ['waiting', 'pending', 'approved', 'rejected', 'transferred', 'closed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Every kind of history row. `auto*` and `remind`/`escalate` are written by the engine itself. */
export const HISTORY_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'transfer',
  'addSigner',
  'comment',
  'withdraw',
  'resubmit',
  'cancel',
  'cc',
  'autoPass',
  'autoApprove',
  'autoReject',
  'escalate',
  'remind',
  'approved',
  'rejected',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

const comment = text.trim().max(500).default('');
const attachmentIds = z.array(recordId).max(10).default([]);
const userRef = z.object({ id: z.number().int(), name: z.string() });

/** Who may start a process. Everyone, or any of the named departments (and below), roles or users. */
export const processStarters = z.object({
  everyone: z.boolean().default(true),
  departmentIds: z.array(recordId).max(100).default([]),
  roleIds: z.array(recordId).max(100).default([]),
  userIds: z.array(recordId).max(500).default([]),
});
export type ProcessStarters = z.infer<typeof processStarters>;

/** After a rejection to the initiator, a resubmission restarts from the first node or from the one that rejected. */
export const RESUBMIT_FROM = ['first', 'rejectedNode'] as const;

export const processSettings = z.object({
  resubmitFrom: z.enum(RESUBMIT_FROM).default('first'),
  /** An approver who already approved in this instance passes later nodes automatically (去重). */
  skipRepeatedApprover: z.boolean().default(false),
  /** The initiator may name CC recipients when starting. */
  initiatorMayCc: z.boolean().default(true),
});
export type ProcessSettings = z.infer<typeof processSettings>;

// ---------------------------------------------------------------------------------------------
// Process definitions (流程列表, 流程详情)

/** The dictionary of process categories (办公, 财务, 人事, 业务: common/dict-defaults.ts). */
export const APPROVAL_CATEGORY_DICT = 'approvalCategory';

export const processDraft = z.object({
  name: text.trim().min(1).max(40),
  /** A value of the dictionary `approvalCategory` (办公, 财务, 人事, 业务…). */
  category: text.trim().min(1).max(32),
  /** An icon name from the designer's set (`wallet`, `car`, `calendar`…). */
  icon: text.trim().max(32).default('audit'),
  description: text.trim().max(200).default(''),
  starters: processStarters.default({ everyone: true, departmentIds: [], roleIds: [], userIds: [] }),
  form: storedFormDefinition,
  flow: approvalFlow,
  settings: processSettings.default({
    resubmitFrom: 'first',
    skipRepeatedApprover: false,
    initiatorMayCc: true,
  }),
});
export type ProcessDraft = z.infer<typeof processDraft>;

export const processRow = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  icon: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** The latest published version; null while only a draft exists. */
  publishedVersion: z.number().int().nullable(),
  /** The draft differs from the latest published version. */
  draftChanged: z.boolean(),
  instanceCount: z.number().int(),
  updateTime: z.string(),
});
export type ProcessRow = z.infer<typeof processRow>;

export const processVersionRow = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: userRef.nullable(),
  instanceCount: z.number().int(),
});

export const processDetail = processDraft.extend({
  id: z.number().int(),
  enabled: z.boolean(),
  publishedVersion: z.number().int().nullable(),
  draftChanged: z.boolean(),
  /** Optimistic lock of the draft: a save based on an older one is refused (409). */
  version: z.number().int(),
  versions: z.array(processVersionRow),
  updateTime: z.string(),
});
export type ProcessDetail = z.infer<typeof processDetail>;

export const processPage = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/process/page',
  access: permission('processList:query'),
  summary:
    'Process definitions of the organization, newest first; filter by name (contains), category, enabled.',
  query: pageQuery.extend({
    name: optionalFilter(text.trim().max(40)),
    category: optionalFilter(text.trim().max(32)),
    enabled: optionalFilter(z.enum(['true', 'false'])),
  }),
  answer: page(processRow),
});

export const processGet = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/process/:id',
  access: anyPermission('processList:get', 'processDetail:get'),
  summary: 'One process definition: its draft (form, flow, settings) and its published versions.',
  params: idParams,
  answer: processDetail,
});

export const processCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/process',
  access: permission('processList:add'),
  summary: 'Create a process definition as a draft (not startable until published). Answers its id.',
  body: processDraft,
  answer: z.object({ id: z.number().int() }),
});

export const processUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/flw/process/:id',
  access: anyPermission('processList:update', 'processDetail:update'),
  summary:
    'Save the draft (name, form, flow, settings). Running instances keep the version they started on. `version` is the draft version read; an older one is refused with 409.',
  params: idParams,
  body: processDraft.extend({ version: recordId }),
  answer: z.object({ version: z.number().int() }),
});

export const processPublish = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/process/:id/publish',
  access: anyPermission('processList:update', 'processDetail:update'),
  summary:
    'Publish the saved draft as a new version after checking it (flow and form agree, every approver node reaches somebody or says what to do when nobody is found). New instances use it; running ones do not change.',
  params: idParams,
  answer: z.object({ publishedVersion: z.number().int() }),
});

export const processSetEnabled = defineEndpoint({
  method: 'PUT',
  path: '/erp/flw/process/:id/enabled',
  access: anyPermission('processList:enable', 'processList:disable'),
  summary: 'Enable or disable a process. A disabled one starts no new instances; running ones go on.',
  params: idParams,
  body: z.object({ enabled: z.boolean() }),
  answer: z.object({ enabled: z.boolean() }),
});

export const processDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/flw/process/:id',
  access: permission('processList:delete'),
  summary:
    'Delete a process that never started an instance; one with instances is refused (disable it instead).',
  params: idParams,
  answer: z.null(),
});

export const startableProcessRow = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  icon: z.string(),
  description: z.string(),
  publishedVersion: z.number().int(),
});

export const startableProcesses = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/process/startable',
  access: permission('approvalMyStart:add'),
  summary: 'The enabled, published processes the caller may start (the grid of 发起审批), by category.',
  answer: z.array(startableProcessRow),
});

export const startForm = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/process/:id/start-form',
  access: permission('approvalMyStart:add'),
  summary:
    'What starting the latest published version needs: its form, the approver nodes whose approvers the initiator chooses, and whether CC recipients may be named.',
  params: idParams,
  answer: z.object({
    processId: z.number().int(),
    name: z.string(),
    publishedVersion: z.number().int(),
    form: storedFormDefinition,
    /** The initiator's field rights at the start (hidden fields are left out of the form). */
    chooseApprovers: z.array(z.object({ nodeId: z.string(), name: z.string(), multiple: z.boolean() })),
    initiatorMayCc: z.boolean(),
  }),
});

// ---------------------------------------------------------------------------------------------
// Instances

export const instanceStart = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/instance',
  access: permission('approvalMyStart:add'),
  summary:
    'Start an instance of the latest published version of a process: checks the form (required fields, field kinds), resolves the first nodes and stores their tasks. Answers the instance id and its number.',
  body: z.object({
    processId: recordId,
    formData: formValues,
    /** Approvers chosen by the initiator, per approver node whose rule is `initiatorChoice`. */
    chosenApprovers: z.record(z.string().max(40), z.array(recordId).min(1).max(20)).default({}),
    ccUserIds: z.array(recordId).max(50).default([]),
    attachmentIds,
  }),
  answer: z.object({ id: z.number().int(), instanceNo: z.string() }),
});

/** One row of 我发起的 and the related-approval select (spec §7's first five fields). */
export const approvalInstanceRow = z.object({
  instanceNo: z.string(),
  processName: z.string(),
  category: z.string(),
  status: z.string(),
  createTime: z.string(),
  id: z.number().int(),
  processId: z.number().int(),
  /** The nodes waiting now (empty once ended). */
  currentNodeNames: z.array(z.string()),
  /** Who the waiting tasks are with. */
  currentAssignees: z.array(z.string()),
  finishTime: z.string().nullable(),
  round: z.number().int(),
});
export type ApprovalInstanceRow = z.infer<typeof approvalInstanceRow>;

const instanceFilters = {
  instanceNo: optionalFilter(text.trim().max(64)),
  category: optionalFilter(text.trim().max(64)),
  processName: optionalFilter(text.trim().max(64)),
  startCreateTime: createTime,
  endCreateTime: createTime,
};

export const myStartedInstancePage = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/instance/my/start/page',
  // The caller's own requests only, and every form's related-approval select reads it.
  access: SIGNED_IN,
  summary:
    'Approval requests the signed-in user started, newest first (我发起的, and the option source of the related-approval select, spec §7: pageNum=1, pageSize=400).',
  query: pageQuery
    .extend({ ...instanceFilters, status: optionalFilter(z.enum(INSTANCE_STATUSES)) })
    .refine(...timeRangeRefinement),
  answer: page(approvalInstanceRow),
});

export const allInstanceRow = approvalInstanceRow.extend({ initiator: userRef });

const allInstancesQuery = pageQuery.extend({
  ...instanceFilters,
  status: optionalFilter(z.enum(INSTANCE_STATUSES)),
  initiatorId: optionalFilter(queryRecordId),
});

export const allInstancePage = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/instance/page',
  access: permission('approvalAll:query'),
  summary:
    'Every instance of the organization (全部审批), newest first, with the same filters and the initiator.',
  query: allInstancesQuery.refine(...timeRangeRefinement),
  answer: page(allInstanceRow),
});

export const allInstanceExport = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/instance/export',
  access: permission('approvalAll:export'),
  summary: 'Export 全部审批 with its filters as a download-center job (CSV or XLSX).',
  body: listExportBody(allInstancesQuery),
  answer: exportAnswer,
});

export const timelineTask = z.object({
  id: z.number().int(),
  assignee: userRef,
  status: z.enum(TASK_STATUSES),
  /** The assignee is standing in for this member (out-of-office delegation, transfer or escalation). */
  onBehalfOf: userRef.nullable(),
  actedAt: z.string().nullable(),
  comment: z.string(),
});

/** A node as the detail's timeline draws it, in flow order along the path taken. */
export const timelineNode = z.object({
  nodeId: z.string(),
  name: z.string(),
  type: z.enum(['start', 'approver', 'cc', 'end']),
  mode: z.enum(['sequential', 'allOf', 'anyOf']).nullable(),
  /** done: finished; active: waiting for decisions; upcoming: on the path ahead; skipped: passed with nobody to ask. */
  state: z.enum(['done', 'active', 'upcoming', 'skipped', 'rejected']),
  tasks: z.array(timelineTask),
});

export const historyRow = z.object({
  id: z.number().int(),
  action: z.enum(HISTORY_ACTIONS),
  actor: userRef.nullable(),
  onBehalfOf: userRef.nullable(),
  nodeId: z.string().nullable(),
  nodeName: z.string().nullable(),
  round: z.number().int(),
  comment: z.string(),
  attachments: z.array(attachedFile),
  /** The members an action named: the transfer target, added signers, CC recipients. */
  targets: z.array(userRef),
  createTime: z.string(),
});
export type HistoryRow = z.infer<typeof historyRow>;

/** What the caller may do on the detail page right now. */
export const myTaskActions = z.object({
  taskId: z.number().int(),
  nodeId: z.string(),
  nodeName: z.string(),
  canTransfer: z.boolean(),
  canAddSigner: z.boolean(),
  /** Earlier nodes of the path a rejection may send the instance back to (the initiator is always possible). */
  rejectTargets: z.array(z.object({ nodeId: z.string(), name: z.string() })),
});

export const instanceDetail = z.object({
  id: z.number().int(),
  instanceNo: z.string(),
  processId: z.number().int(),
  processName: z.string(),
  category: z.string(),
  processVersion: z.number().int(),
  status: z.enum(INSTANCE_STATUSES),
  round: z.number().int(),
  initiator: userRef,
  initiatorDepartment: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
  form: storedFormDefinition,
  /** Hidden fields at the caller's node are absent here, not just hidden by the browser. */
  formData: formValues,
  /** The caller's rights per field key (fields not named are read-only). */
  fieldRights: z.record(z.string(), z.enum(['edit', 'read', 'hidden'])),
  timeline: z.array(timelineNode),
  history: z.array(historyRow),
  myTask: myTaskActions.nullable(),
  canWithdraw: z.boolean(),
  canResubmit: z.boolean(),
  canCancel: z.boolean(),
  /** A business document this instance decides (a gated transition), when it is one. */
  business: z
    .object({ kind: z.string(), recordId: z.number().int(), label: z.string(), path: z.string() })
    .nullable(),
});
export type InstanceDetail = z.infer<typeof instanceDetail>;

export const instanceGet = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/instance/:id',
  access: permission('approvalDetail:get'),
  summary:
    'One instance (审批详情): the form with the caller’s field rights, the timeline, the history and what the caller may do. Only its initiator, its assignees (past and present), its CC recipients and holders of approvalAll:query may read it; anyone else gets 404.',
  params: idParams,
  answer: instanceDetail,
});

export const instanceComment = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/instance/:id/comment',
  access: permission('approvalDetail:get'),
  summary: 'Add a comment (with attachments) to an instance the caller may read. It never decides anything.',
  params: idParams,
  body: z.object({ comment: text.trim().min(1).max(500), attachmentIds }),
  answer: z.object({ historyId: z.number().int() }),
});

export const instanceWithdraw = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/instance/:id/withdraw',
  access: permission('approvalMyStart:add'),
  summary: 'The initiator takes back a running instance while nobody has acted on this round.',
  params: idParams,
  body: z.object({ comment }),
  answer: z.object({ status: z.enum(INSTANCE_STATUSES) }),
});

export const instanceResubmit = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/instance/:id/resubmit',
  access: permission('approvalMyStart:add'),
  summary:
    'The initiator resubmits a rejected or withdrawn instance with its form corrected: a new round of the same instance, from the first node or the one that rejected (the process says which).',
  params: idParams,
  body: z.object({ formData: formValues, comment, attachmentIds }),
  answer: z.object({ status: z.enum(INSTANCE_STATUSES), round: z.number().int() }),
});

export const instanceCancel = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/instance/:id/cancel',
  access: anyPermission('approvalMyStart:add', 'approvalDetail:delete'),
  summary:
    'End an instance for good: its initiator, or a holder of approvalDetail:delete (an administrator; reading 全部审批 is not enough). Open tasks close.',
  params: idParams,
  body: z.object({ comment }),
  answer: z.object({ status: z.enum(INSTANCE_STATUSES) }),
});

// ---------------------------------------------------------------------------------------------
// Tasks (我审批的)

export const todoTaskRow = z.object({
  taskId: z.number().int(),
  instanceId: z.number().int(),
  instanceNo: z.string(),
  processName: z.string(),
  category: z.string(),
  initiator: userRef,
  nodeName: z.string(),
  /** When the task reached the caller. */
  createTime: z.string(),
  /** Delegated to the caller (out of office), transferred or escalated from this member. */
  onBehalfOf: userRef.nullable(),
  /** The node allows batch approval. */
  batchAllowed: z.boolean(),
  /** A short line from the form: its first few filled fields, `label: value`. */
  summary: z.string(),
});

export const doneTaskRow = todoTaskRow.extend({
  status: z.enum(TASK_STATUSES),
  actedAt: z.string(),
  instanceStatus: z.enum(INSTANCE_STATUSES),
});

const taskFilters = pageQuery.extend(instanceFilters);

export const todoTaskPage = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/task/todo/page',
  access: permission('approvalMyApproved:query'),
  summary: 'Tasks waiting for the caller’s decision (我审批的 › 待办), oldest first.',
  query: taskFilters.refine(...timeRangeRefinement),
  answer: page(todoTaskRow),
});

export const doneTaskPage = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/task/done/page',
  access: permission('approvalMyApproved:query'),
  summary: 'Tasks the caller decided, transferred or had closed (我审批的 › 已办), newest first.',
  query: taskFilters.refine(...timeRangeRefinement),
  answer: page(doneTaskRow),
});

export const taskApprove = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/task/:id/approve',
  access: permission('approvalMyApproved:update'),
  summary:
    'Approve a pending task of the caller’s. Fields editable at its node may be changed in `formData` (others are refused). A task is decided once: a second attempt is refused with 409.',
  params: idParams,
  body: z.object({ comment, attachmentIds, formData: formValues.optional() }),
  answer: z.object({ instanceStatus: z.enum(INSTANCE_STATUSES) }),
});

export const taskReject = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/task/:id/reject',
  access: permission('approvalMyApproved:update'),
  summary:
    'Reject a pending task of the caller’s: back to the initiator (the instance ends as rejected until resubmitted), or to an earlier node of the path (`toNodeId`), which starts again.',
  params: idParams,
  body: z.object({
    comment: text.trim().min(1).max(500),
    attachmentIds,
    toNodeId: z.string().max(40).optional(),
  }),
  answer: z.object({ instanceStatus: z.enum(INSTANCE_STATUSES) }),
});

export const taskTransfer = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/task/:id/transfer',
  access: permission('approvalMyApproved:update'),
  summary:
    'Hand a pending task to another member (转交): the caller’s task ends as transferred, theirs opens.',
  params: idParams,
  body: z.object({ userId: recordId, comment }),
  answer: z.object({ taskId: z.number().int() }),
});

export const taskAddSigner = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/task/:id/add-signer',
  access: permission('approvalMyApproved:update'),
  summary:
    'Add signers to a pending task’s node (加签): `before` — they decide first and the task waits for them; `after` — they decide after the caller approves.',
  params: idParams,
  body: z.object({
    userIds: z.array(recordId).min(1).max(10),
    position: z.enum(['before', 'after']),
    comment,
  }),
  answer: z.object({ taskIds: z.array(z.number().int()) }),
});

export const taskBatchApprove = defineEndpoint({
  method: 'POST',
  path: '/erp/flw/task/batch-approve',
  access: permission('approvalMyApproved:update'),
  summary:
    'Approve several pending tasks of the caller’s whose nodes allow batch approval, each in its own transaction. Answers how many were approved and why each other one was not.',
  body: z.object({ taskIds: z.array(recordId).min(1).max(100), comment }),
  answer: z.object({
    approved: z.number().int(),
    refused: z.array(z.object({ taskId: z.number().int(), message: z.string() })),
  }),
});

// ---------------------------------------------------------------------------------------------
// CC (抄送我的) and the header count

export const ccRow = z.object({
  id: z.number().int(),
  instanceId: z.number().int(),
  instanceNo: z.string(),
  processName: z.string(),
  category: z.string(),
  initiator: userRef,
  nodeName: z.string(),
  read: z.boolean(),
  createTime: z.string(),
  instanceStatus: z.enum(INSTANCE_STATUSES),
});

export const ccPage = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/cc/page',
  access: permission('approvalCopyToMe:query'),
  summary: 'Instances copied to the caller (抄送我的), newest first; `read` filters read or unread.',
  query: taskFilters
    .extend({ read: optionalFilter(z.enum(['true', 'false'])) })
    .refine(...timeRangeRefinement),
  answer: page(ccRow),
});

export const ccMarkRead = defineEndpoint({
  method: 'PUT',
  path: '/erp/flw/cc/read',
  access: permission('approvalCopyToMe:query'),
  summary: 'Mark CC copies of the caller’s as read (opening the detail marks its own copy read too).',
  body: z.object({ ids: z.array(recordId).min(1).max(500) }),
  answer: z.object({ updated: z.number().int() }),
});

export const approvalCounts = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/counts',
  access: SIGNED_IN,
  summary: 'The header badge: the caller’s pending tasks and unread CC copies.',
  answer: z.object({ todo: z.number().int(), ccUnread: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Delegation (out of office)

export const delegation = z.object({
  enabled: z.boolean(),
  delegateUserId: recordId.nullable(),
  /** `YYYY-MM-DD HH:mm:ss`, business time zone. */
  startTime: z.string().regex(CREATE_TIME_PATTERN).nullable(),
  endTime: z.string().regex(CREATE_TIME_PATTERN).nullable(),
});
export type Delegation = z.infer<typeof delegation>;

export const delegationGet = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/delegation',
  access: SIGNED_IN,
  summary:
    'The caller’s out-of-office delegation: while it holds, tasks arriving for them go to the delegate.',
  answer: delegation.extend({ delegate: userRef.nullable() }),
});

export const delegationSave = defineEndpoint({
  method: 'PUT',
  path: '/erp/flw/delegation',
  access: SIGNED_IN,
  summary:
    'Set or clear the caller’s delegation. The delegate must be another enabled member; the end must follow the start.',
  body: delegation,
  answer: z.null(),
});
