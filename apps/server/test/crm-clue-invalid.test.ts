import { crmCluesApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmCluePools } from '../src/modules/crm/clues.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { auditEntries, buildTestApp, signIn, type TestApp } from './harness.js';

/** Marking a clue invalid (and undoing it) and deleting a clue pool. */
const api = crmCluesApi;
let t: TestApp;
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'sales', 'sales2']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
});
afterAll(() => t?.app.close());

let phoneSeq = 0;
const freshPhone = () => `1790000${String(++phoneSeq).padStart(4, '0')}`;

const inject = (
  username: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  locale = 'zh-CN',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...session[username]!.headers, 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });

async function ok<T>(pending: ReturnType<typeof inject>, parse: (data: unknown) => T) {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.json().data);
}

const createPool = (name: string, members: string[] = ['sales']) =>
  ok(
    inject('admin', 'POST', '/erp/crm/clue/pool', {
      name,
      allocationMode: 'manual',
      memberUserIds: members.map((username) => session[username]!.userId),
    }),
    (data) => api.cluePoolCreate.answer.parse(data),
  );
const createClue = (poolId: number, name: string, phone = freshPhone()) =>
  ok(inject('admin', 'POST', '/erp/crm/clue', { poolId, name, phone }), (data) =>
    api.clueCreate.answer.parse(data),
  );
const markInvalid = (id: number, reason: string, username = 'admin') =>
  inject(username, 'PUT', `/erp/crm/clue/${id}/invalid`, { reason });
const reopen = (id: number, locale?: string) =>
  inject('admin', 'PUT', `/erp/crm/clue/${id}/reopen`, undefined, locale);

describe('mark a clue invalid', () => {
  it('takes it out of the open set with its reason, so its phone no longer blocks a new clue', async () => {
    const pool = await createPool('无效线索池');
    const clue = await createClue(pool.id, '空号线索');
    const taken = await inject('admin', 'POST', '/erp/crm/clue', {
      poolId: pool.id,
      name: '重复',
      phone: clue.phone,
    });
    expect(taken.statusCode).toBe(400);

    const invalid = await ok(markInvalid(clue.id, '  空号  ', 'sales'), (data) =>
      api.clueMarkInvalid.answer.parse(data),
    );
    expect(invalid).toMatchObject({ status: 'invalid', invalidReason: '空号' });
    const page = await ok(
      inject('admin', 'GET', `/erp/crm/clue/page?poolId=${pool.id}&status=invalid`),
      (data) => api.cluePage.answer.parse(data),
    );
    expect(page.list.map(({ id }) => id)).toEqual([clue.id]);
    const [entry] = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'clue'), eq(auditLog.entityId, String(clue.id)), eq(auditLog.action, 'update')),
    );
    expect(entry?.after).toMatchObject({ status: 'invalid', invalidReason: '空号' });

    // The phone is free again: a new clue may take it, and then the invalid one cannot be reopened.
    const newer = await createClue(pool.id, '新线索', clue.phone);
    const refused = await reopen(clue.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(`该联系电话已属于线索 ${newer.name}`);
    expect((await reopen(clue.id, 'en')).json().msg).toBe(
      `This phone number already belongs to the clue ${newer.name}.`,
    );
  });

  it('reopens an invalid clue whose phone is still free: assigned when it has an assignee', async () => {
    const pool = await createPool('恢复线索池');
    const clue = await createClue(pool.id, '待恢复');
    await ok(
      inject('admin', 'PUT', `/erp/crm/clue/pool/${pool.id}/allocate`, {
        mode: 'manual',
        clueIds: [clue.id],
        toUserId: session.sales!.userId,
      }),
      (data) => data,
    );
    await ok(markInvalid(clue.id, '重复咨询'), (data) => data);
    const reopened = await ok(reopen(clue.id), (data) => api.clueReopen.answer.parse(data));
    expect(reopened).toMatchObject({ status: 'assigned', invalidReason: '', assigneeName: '李销售' });
    // Reopened, it holds its phone again.
    const taken = await inject('admin', 'POST', '/erp/crm/clue', {
      poolId: pool.id,
      name: 'x',
      phone: clue.phone,
    });
    expect(taken.statusCode).toBe(400);
  });

  it('refuses a blank reason (400 field error), a clue that is not open, and reopening an open clue', async () => {
    const pool = await createPool('校验线索池');
    const clue = await createClue(pool.id, '校验');
    const blank = await markInvalid(clue.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.fieldErrors[0].path).toBe('reason');
    expect((await reopen(clue.id)).statusCode).toBe(400);
    await ok(markInvalid(clue.id, '无意向'), (data) => data);
    const twice = await markInvalid(clue.id, '无意向');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('只有未转化的有效线索可以标记为无效');
  });

  it('is limited to clues the caller may see (404 for another salesperson)', async () => {
    const pool = await createPool('他人线索池', ['sales']);
    const clue = await createClue(pool.id, '他人的');
    expect((await markInvalid(clue.id, '无效', 'sales2')).statusCode).toBe(404);
  });
});

describe('delete a clue pool', () => {
  it('is refused while open clues remain, then soft-deletes once none is open', async () => {
    const pool = await createPool('待删除线索池');
    const clue = await createClue(pool.id, '仍然开放');
    const refused = await inject('admin', 'DELETE', `/erp/crm/clue/pool/${pool.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('线索池中还有 1 条未处理的线索，不能删除');
    const en = await inject('admin', 'DELETE', `/erp/crm/clue/pool/${pool.id}`, undefined, 'en');
    expect(en.json().msg).toBe('The clue pool still holds 1 open clues and cannot be deleted.');

    await ok(markInvalid(clue.id, '无效'), (data) => data);
    await ok(inject('admin', 'DELETE', `/erp/crm/clue/pool/${pool.id}`), (data) =>
      api.cluePoolDelete.answer.parse(data),
    );
    const [row] = await t.db.select().from(crmCluePools).where(eq(crmCluePools.id, pool.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.updatedBy).toBe(session.admin!.userId);
    const pools = await ok(inject('admin', 'GET', '/erp/crm/clue/pool/page?pageSize=100'), (data) =>
      api.cluePoolPage.answer.parse(data),
    );
    expect(pools.list.some(({ id }) => id === pool.id)).toBe(false);
    expect((await inject('admin', 'GET', `/erp/crm/clue/pool/${pool.id}`)).statusCode).toBe(404);
    // Its invalid clue stays as history and cannot be reopened into the deleted pool.
    const reopened = await reopen(clue.id);
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json().msg).toBe('该线索所在的线索池已删除，不能恢复');
    // The name is free again.
    await createPool('待删除线索池');
  });

  it('needs cluePoolList:delete (the salesperson lacks it)', async () => {
    const pool = await createPool('无权删除线索池');
    expect((await inject('sales', 'DELETE', `/erp/crm/clue/pool/${pool.id}`)).statusCode).toBe(403);
  });
});
