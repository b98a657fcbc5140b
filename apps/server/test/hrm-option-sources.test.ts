import { flwApi, hrmApi, RELATED_APPROVAL_PAGE_SIZE } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/modules/admin/demo-seed.js';
import { DEMO_EMPLOYEES } from '../src/modules/hrm/hrm-demo-seed.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';
import { hrmKit } from './hrm-kit.js';

/**
 * The three option sources of the form renderer (spec §2.10, §7), in the shapes it reads:
 * employees by `name`, departments by `id`/`name`, related approvals from `data.list` by `instanceNo`.
 */
let t: TestApp;
const headersOf: Record<string, Record<string, string>> = {};
const kit = hrmKit(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  for (const { username } of DEMO_ACCOUNTS) headersOf[username] = await loginAs(t.app, username);
});
afterAll(() => t?.app.close());

describe('employee select: GET /erp/hrm/employee/list', () => {
  it('answers every member the active staff by name, a plain array the select maps by name', async () => {
    for (const { username } of DEMO_ACCOUNTS) {
      const { status, body } = await call(t.app, hrmApi.employeeOptions.answer, {
        url: '/erp/hrm/employee/list',
        headers: headersOf[username],
      });
      expect(status, username).toBe(200);
      const names = body.data.map((option) => option.name);
      const active = DEMO_EMPLOYEES.filter((employee) => employee.status !== 'left');
      expect(names).toHaveLength(active.length);
      expect(names).toContain('李销售');
      expect(names).not.toContain('高敏');
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('gives each organization only its own staff', async () => {
    const branch = { ...headersOf.admin, 'organization-id': String(await kit.branchId()) };
    const { body } = await call(t.app, hrmApi.employeeOptions.answer, {
      url: '/erp/hrm/employee/list',
      headers: branch,
    });
    expect(body.data.map((option) => option.name)).toEqual(['分公司出纳']);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ url: '/erp/hrm/employee/list' })).statusCode).toBe(401);
  });
});

describe('department select: GET /erp/hrm/department/getFinalDepartment', () => {
  it('answers every member the final departments as id and name', async () => {
    for (const { username } of DEMO_ACCOUNTS) {
      const response = await t.app.inject({
        url: '/erp/hrm/department/getFinalDepartment',
        headers: headersOf[username],
      });
      expect(response.statusCode, username).toBe(200);
      const data = response.json().data as { id: unknown; name: unknown }[];
      expect(data.length).toBeGreaterThan(0);
      for (const option of data) {
        expect(typeof option.id).toBe('number');
        expect(typeof option.name).toBe('string');
      }
    }
  });
});

describe('related approval select: GET /erp/flw/instance/my/start/page', () => {
  const SPEC_QUERY = `instanceNo=&category=&processName=&pageNum=1&pageSize=${RELATED_APPROVAL_PAGE_SIZE}&startCreateTime=&endCreateTime=`;

  it("answers the spec's query with the caller's own requests, newest first", async () => {
    const { status, body } = await call(t.app, flwApi.myStartedInstancePage.answer, {
      url: `/erp/flw/instance/my/start/page?${SPEC_QUERY}`,
      headers: headersOf.sales,
    });
    expect(status).toBe(200);
    // The demo's (instance-demo-seed.ts): 李销售 started three 报销 and one 请假.
    expect(body.data).toMatchObject({ total: 4, pageNum: 1, pageSize: 400 });
    expect(body.data.list.map((row) => row.processName)).toEqual(['请假', '报销', '报销', '报销']);
    const numbers = body.data.list.map((row) => row.instanceNo);
    expect([...numbers].sort().reverse()).toEqual(numbers);
  });

  it('validates the filters: formats, sizes, and an end before the start', async () => {
    const url = (query: string) => `/erp/flw/instance/my/start/page?${query}`;
    const ok = await t.app.inject({
      url: url(
        'startCreateTime=2026-01-01&endCreateTime=2026-01-31%2023%3A59%3A59&processName=%E8%AF%B7%E5%81%87',
      ),
      headers: headersOf.sales,
    });
    expect(ok.statusCode).toBe(200);
    const badTime = await t.app.inject({ url: url('startCreateTime=yesterday'), headers: headersOf.sales });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().data.fieldErrors[0].path).toBe('startCreateTime');
    const reversed = await t.app.inject({
      url: url('startCreateTime=2026-02-01&endCreateTime=2026-01-01'),
      headers: headersOf.sales,
    });
    expect(reversed.json().data.fieldErrors).toEqual([
      { path: 'endCreateTime', message: '结束时间不能早于开始时间' },
    ]);
    expect((await t.app.inject({ url: url('pageSize=100000'), headers: headersOf.sales })).statusCode).toBe(
      400,
    );
  });
});
