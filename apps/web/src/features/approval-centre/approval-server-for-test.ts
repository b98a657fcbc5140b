import type { ApprovalInstanceRow, InstanceDetail } from '@atrium/contract';
import { vi } from 'vitest';

/** A request the fake server received: method, path, query and parsed JSON body. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = ((request: Received) => unknown) | Refusal | Record<string, unknown> | unknown[] | null;

/** An answer the fake sends as a refusal: HTTP status, message, field errors. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly fieldErrors: { path: string; message: string }[] = [],
  ) {}
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * For the approval centre's browser tests: stands in for the flw endpoints through `fetch`,
 * answering `METHOD /path` (`:id` matches a number) from the given answers, recording every
 * request with its body. An answer that is a Refusal goes back as that HTTP error; an unexpected
 * request fails the test.
 */
export function stubApprovalServer(answers: Record<string, Answer>) {
  const received: Received[] = [];
  const routes = Object.entries(answers).map(([key, answer]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const regex = new RegExp(`^${pattern.replace(/:id/g, '\\d+')}$`);
    return { method, regex, answer };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const route = routes.find((entry) => entry.method === method && entry.regex.test(url.pathname));
      if (!route) throw new Error(`unexpected ${method} ${url.pathname}`);
      const request: Received = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      received.push(request);
      const answer = typeof route.answer === 'function' ? route.answer(request) : route.answer;
      if (answer instanceof Refusal)
        return json(answer.status, {
          code: answer.status,
          msg: answer.message,
          data: answer.fieldErrors.length > 0 ? { fieldErrors: answer.fieldErrors } : null,
        });
      return json(200, { code: 200, msg: 'ok', data: answer ?? null });
    }),
  );
  return {
    received,
    /** The requests sent with a method other than GET: what the user's actions changed. */
    writes: () => received.filter((request) => request.method !== 'GET'),
  };
}

export const pageOf = <Row>(list: Row[], total = list.length) => ({ list, total, pageNum: 1, pageSize: 10 });

export const instanceRow = (fields: Partial<ApprovalInstanceRow> = {}): ApprovalInstanceRow => ({
  instanceNo: 'SP20261127-0001',
  processName: '报销',
  category: 'finance',
  status: 'running',
  createTime: '2026-11-27 09:30:00',
  id: 11,
  processId: 3,
  currentNodeNames: ['经理审批'],
  currentAssignees: ['王经理'],
  finishTime: null,
  round: 1,
  ...fields,
});

const user = (id: number, name: string) => ({ id, name });

/** An expense request waiting at the manager's node, as its manager reads it. */
export const instanceDetail = (fields: Partial<InstanceDetail> = {}): InstanceDetail => ({
  id: 11,
  instanceNo: 'SP20261127-0001',
  processId: 3,
  processName: '报销',
  category: 'finance',
  processVersion: 1,
  status: 'running',
  round: 1,
  initiator: user(5, '李销售'),
  initiatorDepartment: '销售一部',
  createTime: '2026-11-27 09:30:00',
  finishTime: null,
  form: {
    fields: [
      { tag: 'input', vModel: 'reason', label: '事由', required: true },
      { tag: 'number', vModel: 'amount', label: '金额' },
      { tag: 'input', vModel: 'bank', label: '银行账号' },
    ],
  },
  formData: { reason: '出差北京', amount: 3200 },
  fieldRights: { reason: 'read', amount: 'edit', bank: 'hidden' },
  timeline: [
    { nodeId: 'start', name: '', type: 'start', mode: null, state: 'done', tasks: [] },
    {
      nodeId: 'manager',
      name: '经理审批',
      type: 'approver',
      mode: 'anyOf',
      state: 'active',
      tasks: [
        {
          id: 21,
          assignee: user(7, '王经理'),
          status: 'pending',
          onBehalfOf: user(8, '赵总监'),
          actedAt: null,
          comment: '',
        },
      ],
    },
    {
      nodeId: 'finance',
      name: '财务审批',
      type: 'approver',
      mode: 'sequential',
      state: 'upcoming',
      tasks: [],
    },
    { nodeId: 'end', name: '', type: 'end', mode: null, state: 'upcoming', tasks: [] },
  ],
  history: [
    {
      id: 1,
      action: 'submit',
      actor: user(5, '李销售'),
      onBehalfOf: null,
      nodeId: 'start',
      nodeName: null,
      round: 1,
      comment: '请尽快',
      attachments: [
        { id: 4, name: '发票.pdf', url: '/erp/common/files/4', mime: 'application/pdf', size: 9 },
      ],
      targets: [],
      createTime: '2026-11-27 09:30:00',
    },
  ],
  myTask: {
    taskId: 21,
    nodeId: 'manager',
    nodeName: '经理审批',
    canTransfer: true,
    canAddSigner: true,
    rejectTargets: [{ nodeId: 'dept', name: '部门审批' }],
  },
  canWithdraw: false,
  canResubmit: false,
  canCancel: false,
  business: null,
  ...fields,
});
