import {
  type ApprovalFlow,
  approvalFlow,
  envelope,
  flwApi,
  type StoredFormDefinition,
} from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { organizations, roles } from '../src/modules/admin/admin.tables.js';
import { approvalProcesses, approvalProcessVersions } from '../src/modules/flw/process.tables.js';
import type { Db } from '../src/platform/db/database.js';
import { signIn } from './harness.js';

/**
 * The approval engine's tests' shared pieces: processes written straight into the tables (the
 * publish route is the process module's), the demo members signed in, and the flw endpoints
 * called as a browser would.
 */

export const EXPENSE_FORM: StoredFormDefinition = {
  fields: [
    { tag: 'number', vModel: 'amount', label: '金额', required: true },
    { tag: 'input', vModel: 'reason', label: '事由', required: true },
    { tag: 'input', vModel: 'secret', label: '备注（保密）' },
    { tag: 'textarea', vModel: 'note', label: '财务备注' },
    {
      tag: 'subForm',
      vModel: 'receipts',
      label: '票据',
      children: [
        { tag: 'input', vModel: 'title', label: '票据名称', required: true },
        { tag: 'upload', vModel: 'file', label: '附件' },
      ],
    },
  ],
};

/** Writes a process with one published version (or more, the last one published). */
export async function publishProcess(
  db: Db,
  orgId: number,
  name: string,
  flow: unknown,
  options: {
    form?: StoredFormDefinition;
    settings?: Partial<flwApi.ProcessSettings>;
    starters?: Partial<flwApi.ProcessStarters>;
  } = {},
): Promise<number> {
  const settings = {
    resubmitFrom: 'first',
    skipRepeatedApprover: false,
    initiatorMayCc: true,
    ...options.settings,
  } as const;
  const starters = { everyone: true, departmentIds: [], roleIds: [], userIds: [], ...options.starters };
  const form = options.form ?? EXPENSE_FORM;
  const parsed = approvalFlow.parse(flow);
  const [process] = await db
    .insert(approvalProcesses)
    .values({ orgId, name, category: '财务', starters, form, flow: parsed, settings, draftChanged: false })
    .returning({ id: approvalProcesses.id });
  await republish(db, orgId, process!.id, parsed);
  return process!.id;
}

/** Publishes another version of a process (what the process module's publish does), answering its number. */
export async function republish(db: Db, orgId: number, processId: number, flow: unknown): Promise<number> {
  const [current] = await db.select().from(approvalProcesses).where(eq(approvalProcesses.id, processId));
  const version = (current!.publishedVersion ?? 0) + 1;
  const parsed: ApprovalFlow = approvalFlow.parse(flow);
  await db.insert(approvalProcessVersions).values({
    orgId,
    processId,
    version,
    name: current!.name,
    category: current!.category,
    starters: current!.starters,
    form: current!.form,
    flow: parsed,
    settings: current!.settings,
  });
  await db
    .update(approvalProcesses)
    .set({ publishedVersion: version, flow: parsed })
    .where(eq(approvalProcesses.id, processId));
  return version;
}

export const approverNode = (id: string, assignees: unknown, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'approver',
  name: id,
  assignees,
  ...extra,
});

export async function demoOrgIds(db: Db) {
  const orgs = await db.select().from(organizations);
  return {
    demo: orgs.find((org) => org.code === 'demo')!.id,
    branch: orgs.find((org) => org.code === 'demo-branch')!.id,
  };
}

export async function roleId(db: Db, orgId: number, code: string): Promise<number> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.code, code)));
  return role!.id;
}

export interface Signed {
  userId: number;
  headers: Record<string, string>;
}

export async function signInAll(app: FastifyInstance, usernames: readonly string[]) {
  const signed: Record<string, Signed> = {};
  for (const username of usernames) {
    const { token, userId } = await signIn(app, username);
    signed[username] = { userId, headers: { authorization: `Bearer ${token}` } };
  }
  return signed;
}

/** Calls an flw endpoint as `who`, answering status, parsed data and the raw body. */
export async function flw<A extends z.ZodType>(
  app: FastifyInstance,
  who: Signed,
  endpoint: { method: string; path: string; answer: A },
  input: { params?: Record<string, number | string>; query?: Record<string, string>; body?: unknown } = {},
) {
  let url = endpoint.path;
  for (const [key, value] of Object.entries(input.params ?? {})) url = url.replace(`:${key}`, String(value));
  const response = await app.inject({
    method: endpoint.method as 'GET',
    url,
    query: input.query,
    headers: who.headers,
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  });
  const json = response.json() as { code: number; msg: string; data: unknown };
  const data =
    response.statusCode === 200
      ? (envelope(endpoint.answer).parse(json) as unknown as { data: z.output<A> }).data
      : undefined;
  return { status: response.statusCode, data, json };
}

/** A running client of the engine for one test app. */
export function flwClient(app: FastifyInstance) {
  return {
    start: (who: Signed, body: Record<string, unknown>) => flw(app, who, flwApi.instanceStart, { body }),
    detail: (who: Signed, id: number, headers?: Record<string, string>) =>
      flw(app, headers ? { ...who, headers: { ...who.headers, ...headers } } : who, flwApi.instanceGet, {
        params: { id },
      }),
    todo: async (who: Signed) =>
      (await flw(app, who, flwApi.todoTaskPage, { query: { pageSize: '100' } })).data!.list,
    done: async (who: Signed) =>
      (await flw(app, who, flwApi.doneTaskPage, { query: { pageSize: '100' } })).data!.list,
    /** The caller's pending task of an instance. */
    taskOf: async (who: Signed, instanceId: number) => {
      const { data } = await flw(app, who, flwApi.todoTaskPage, { query: { pageSize: '100' } });
      return data!.list.find((task) => task.instanceId === instanceId);
    },
    approve: (who: Signed, taskId: number, body: Record<string, unknown> = {}) =>
      flw(app, who, flwApi.taskApprove, { params: { id: taskId }, body }),
    reject: (who: Signed, taskId: number, body: Record<string, unknown>) =>
      flw(app, who, flwApi.taskReject, { params: { id: taskId }, body }),
    transfer: (who: Signed, taskId: number, body: Record<string, unknown>) =>
      flw(app, who, flwApi.taskTransfer, { params: { id: taskId }, body }),
    addSigner: (who: Signed, taskId: number, body: Record<string, unknown>) =>
      flw(app, who, flwApi.taskAddSigner, { params: { id: taskId }, body }),
    withdraw: (who: Signed, id: number) =>
      flw(app, who, flwApi.instanceWithdraw, { params: { id }, body: {} }),
    resubmit: (who: Signed, id: number, body: Record<string, unknown>) =>
      flw(app, who, flwApi.instanceResubmit, { params: { id }, body }),
    cancel: (who: Signed, id: number) => flw(app, who, flwApi.instanceCancel, { params: { id }, body: {} }),
    counts: async (who: Signed) => (await flw(app, who, flwApi.approvalCounts)).data!,
  };
}
