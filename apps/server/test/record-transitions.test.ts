// On PGlite too: the record lock and the completion's status flip must keep a transition to once on both databases.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockDocuments } from '../src/modules/stock/stock.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { AppError } from '../src/platform/http/app-error.js';
import { type MessageKey, registerMessages } from '../src/platform/http/messages.js';
import { notifications } from '../src/platform/notifications/notifications.tables.js';
import type { TransitionRequest } from '../src/platform/transitions/transition-gates.js';
import { transitionRequests } from '../src/platform/transitions/transition-requests.tables.js';
import { auditEntries, buildTestApp, grantToRoles, loginAs, type TestApp } from './harness.js';
import { itemPicker, stockClient, untouchedItems, warehouseId } from './stock-kit.js';

/**
 * Named transitions (platform/transitions) on the receipt's `reverse`: the endpoint, its state and
 * version checks, audit and refusal; a test gate an approval completes; a test module's hook.
 */
let t: TestApp;
let api: ReturnType<typeof stockClient>;
/** The member holding the test gate's `decidedBy` permission (the requester is 孙仓管, the warehouse keeper). */
let admin: ReturnType<typeof stockClient>;
let main: number;
let product: (n: number) => number;
/** The approvals the test gate started (the approvals engine's side of the interface). */
const approvals: TransitionRequest[] = [];
/** What the test hook saw of the reversal inside the transition's transaction. */
const hookSaw: { receiptId: number; reversals: number }[] = [];

const GATED = '需审批';
const HOOK_REFUSES = '钩子拒绝';

beforeAll(async () => {
  // The test gate's transition name in its notices (a real gate names it in its module's messages).
  registerMessages({ 'notification.testAction': { 'zh-CN': '冲销', en: 'reverse' } });
  t = await buildTestApp({
    extraModules: [
      {
        name: 'test-approvals',
        transitionGates: [
          {
            on: 'stockReceipt.reverse',
            holds: ({ record }) => record.remark === GATED,
            startApproval: async (_tx, request) => {
              approvals.push(request);
            },
            notify: {
              decidedBy: 'documentNumberSettings:update',
              action: 'notification.testAction' as MessageKey,
              label: (record) => String(record.documentNo),
              path: (_id, record) => `/supply/stock/receipt/list?keyword=${record.documentNo}`,
            },
          },
        ],
        hooks: [
          {
            on: 'stockReceipt.afterReverse',
            run: async ({ tx, id, record }) => {
              const [row] = await tx
                .select({ count: sql<number>`count(*)::int` })
                .from(stockDocuments)
                .where(eq(stockDocuments.reversesDocumentId, id));
              hookSaw.push({ receiptId: id, reversals: row!.count });
              if (record.remark === HOOK_REFUSES) throw new AppError(400, 'badRequest');
            },
          },
        ],
      },
    ],
  });
  product = itemPicker((await untouchedItems(t.db)).plain);
  api = stockClient(t.app, await loginAs(t.app, 'warehouse'));
  admin = stockClient(t.app, await loginAs(t.app, 'admin'));
  main = await warehouseId(t.db, 'WH-MAIN');
});
afterAll(() => t?.app.close());

let next = 0;
const receive = async (remark = '') => {
  next += 1;
  const { body } = await api.receipt({
    warehouseId: main,
    remark,
    lines: [{ itemKind: 'product', itemId: product(next), quantity: '2' }],
  });
  expect(body.code).toBe(200);
  return { id: body.data.id as number, itemId: product(next) };
};
const detail = async (id: number) => (await api.send('GET', `/erp/stock/receipt/${id}`)).body.data;
const reversalsOf = async (id: number) =>
  t.db.select().from(stockDocuments).where(eq(stockDocuments.reversesDocumentId, id));
/** What the receipt list offers on the receipt's row (the newest are on the first page). */
const rowTransitions = async (id: number) => {
  const { body } = await api.send('GET', '/erp/stock/receipt/page?pageSize=20');
  return body.data.list.find((row: { id: number }) => row.id === id).transitions;
};
/** The inbox notices a member has about a receipt: their titles and where they open. */
const noticesOn = async (
  client: ReturnType<typeof stockClient>,
  id: number,
): Promise<{ title: string; path: string }[]> => {
  const { body } = await client.send('GET', '/erp/notification/page?pageSize=50');
  return body.data.list
    .filter(
      (notice: { recordKind: string; recordId: number }) =>
        notice.recordKind === 'stockReceipt' && notice.recordId === id,
    )
    .map(({ title, path }: { title: string; path: string }) => ({ title, path }));
};
const reverse = (id: number, body?: object) => api.send('POST', `/erp/stock/receipt/${id}/reverse`, body);

describe('named transitions', () => {
  it('shows a receipt its state and transitions, takes `reverse` under its version, audits it, and refuses it again naming the state', async () => {
    const { id } = await receive();
    expect((await detail(id)).transitions).toEqual({
      state: 'posted',
      version: 1,
      transitions: ['reverse'],
      pendingTransition: '',
    });
    expect(await rowTransitions(id)).toEqual(['reverse']);
    const stale = await reverse(id, { version: 2 });
    expect(stale.status).toBe(409);
    expect(await reversalsOf(id)).toHaveLength(0);
    const taken = await reverse(id, { version: 1 });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ kind: 'reversal', reversesDocumentId: id });
    expect(taken.body.data.documentNo).toMatch(/^CX\d{8}-\d{4}$/);
    expect((await detail(id)).transitions).toEqual({
      state: 'reversed',
      version: 2,
      transitions: [],
      pendingTransition: '',
    });
    const [entry] = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'stockReceipt'), eq(auditLog.entityId, String(id))),
    );
    expect(entry).toMatchObject({
      action: 'transition',
      before: { state: 'posted' },
      after: { state: 'reversed', transition: 'reverse' },
    });
    expect(await rowTransitions(id)).toEqual([]);
    const again = await reverse(id);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('已冲销的入库单不能再冲销');
    const english = await api.send('POST', `/erp/stock/receipt/${id}/reverse`, undefined, {
      'accept-language': 'en',
    });
    expect(english.body.msg).toBe('A reversed receipt cannot be reversed again.');
    expect(await reversalsOf(id)).toHaveLength(1);
  });

  it('offers a transition only to whom its permission is granted', async () => {
    const { id } = await receive();
    await grantToRoles(t.db, ['finance'], ['stockReceiptList:query', 'stockReceiptList:get']);
    const finance = stockClient(t.app, await loginAs(t.app, 'finance'));
    const seen = (await finance.send('GET', `/erp/stock/receipt/${id}`)).body.data;
    expect(seen.transitions).toMatchObject({ state: 'posted', transitions: [] });
    expect((await finance.reverse(id)).status).toBe(403);
  });

  it('a gate starts an approval instead; approving completes it once, a repeat is a no-op', async () => {
    const { id, itemId } = await receive(GATED);
    const asked = await reverse(id);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({ pending: true, requestId: expect.any(Number) });
    const requestId: number = asked.body.data.requestId;
    // Who may decide it is asked in their inbox; the requester is not.
    const { documentNo } = await detail(id);
    const path = `/supply/stock/receipt/list?keyword=${documentNo}`;
    expect(await noticesOn(admin, id)).toEqual([{ title: `孙仓管申请冲销${documentNo}，待您审批`, path }]);
    expect(await noticesOn(api, id)).toEqual([]);
    expect(approvals.at(-1)).toMatchObject({
      requestId,
      kind: 'stockReceipt',
      recordId: id,
      transition: 'reverse',
    });
    // The receipt keeps its state with the pending request; nothing else may happen to it meanwhile.
    expect((await detail(id)).transitions).toEqual({
      state: 'posted',
      version: 1,
      transitions: [],
      pendingTransition: 'reverse',
    });
    expect(await rowTransitions(id)).toEqual([]);
    const meanwhile = await reverse(id);
    expect(meanwhile.status).toBe(400);
    expect(meanwhile.body.msg).toBe('该单据有待审批的申请，审批完成前不能再操作');
    expect(await reversalsOf(id)).toHaveLength(0);

    const deciderId = (await t.db.select().from(notifications).where(eq(notifications.recordId, id)))[0]!
      .userId;
    expect(await t.app.transitions.completeTransition(requestId, 'approved', deciderId)).toEqual({
      completed: true,
    });
    expect(await t.app.transitions.completeTransition(requestId, 'approved')).toEqual({ completed: false });
    expect(await t.app.transitions.completeTransition(requestId, 'rejected')).toEqual({ completed: false });
    expect(await reversalsOf(id)).toHaveLength(1);
    expect((await detail(id)).transitions).toMatchObject({ state: 'reversed', pendingTransition: '' });
    // The requester is told once of the decision; the decider hears nothing more.
    expect(await noticesOn(api, id)).toEqual([{ title: `您申请冲销${documentNo}已审批通过`, path }]);
    expect(await noticesOn(admin, id)).toHaveLength(1);
    const { body } = await api.balances(`warehouseId=${main}&itemKind=product&itemId=${itemId}`);
    expect(body.data.list[0]?.onHand ?? '0').toBe('0');
  });

  it('rejecting leaves the record in its state, free to be asked again', async () => {
    const { id } = await receive(GATED);
    const requestId: number = (await reverse(id)).body.data.requestId;
    expect(await t.app.transitions.completeTransition(requestId, 'rejected')).toEqual({ completed: true });
    expect(await t.app.transitions.completeTransition(requestId, 'approved')).toEqual({ completed: false });
    expect(await reversalsOf(id)).toHaveLength(0);
    const { documentNo } = await detail(id);
    expect((await noticesOn(api, id)).map(({ title }) => title)).toEqual([`您申请冲销${documentNo}已被驳回`]);
    expect((await detail(id)).transitions).toMatchObject({ state: 'posted', transitions: ['reverse'] });
    const [request] = await t.db
      .select()
      .from(transitionRequests)
      .where(eq(transitionRequests.id, requestId));
    expect(request).toMatchObject({ status: 'rejected', fromState: 'posted' });
    expect((await reverse(id)).body.data).toMatchObject({ pending: true });
  });

  it('completions racing each other complete it exactly once', async () => {
    for (const outcomes of [
      ['approved', 'approved'],
      ['approved', 'rejected'],
    ] as const) {
      const { id } = await receive(GATED);
      const requestId: number = (await reverse(id)).body.data.requestId;
      const results = await Promise.all(
        outcomes.map((outcome) => t.app.transitions.completeTransition(requestId, outcome)),
      );
      expect(results.filter((result) => result.completed)).toHaveLength(1);
      const [request] = await t.db
        .select()
        .from(transitionRequests)
        .where(eq(transitionRequests.id, requestId));
      expect(await reversalsOf(id)).toHaveLength(request!.status === 'approved' ? 1 : 0);
    }
  });

  it('an approval whose effect is refused changes nothing: the request stays pending', async () => {
    const { id, itemId } = await receive(GATED);
    const requestId: number = (await reverse(id)).body.data.requestId;
    // The stock leaves before the approval: reversing would take out what is no longer there.
    const counted = await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId, countedQuantity: '0' }],
    });
    expect(counted.status).toBe(200);
    await expect(t.app.transitions.completeTransition(requestId, 'approved')).rejects.toBeInstanceOf(
      AppError,
    );
    const [request] = await t.db
      .select()
      .from(transitionRequests)
      .where(eq(transitionRequests.id, requestId));
    expect(request!.status).toBe('pending');
    expect(await reversalsOf(id)).toHaveLength(0);
    expect(await t.app.transitions.completeTransition(requestId, 'rejected')).toEqual({ completed: true });
  });

  it("another module's hook runs after the effect in its transaction, and its refusal rolls the transition back", async () => {
    const passed = await receive();
    expect((await reverse(passed.id)).status).toBe(200);
    // The hook read the reversal its transaction had just written.
    expect(hookSaw.at(-1)).toEqual({ receiptId: passed.id, reversals: 1 });

    const refused = await receive(HOOK_REFUSES);
    const answer = await reverse(refused.id);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请求参数不正确');
    expect(hookSaw.at(-1)).toEqual({ receiptId: refused.id, reversals: 1 });
    expect(await reversalsOf(refused.id)).toHaveLength(0);
    expect((await detail(refused.id)).transitions).toMatchObject({ state: 'posted' });
    const audited = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'stockReceipt'), eq(auditLog.entityId, String(refused.id))),
    );
    expect(audited).toHaveLength(0);
  });
});
