import { hrmApi } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { call, type TestApp } from './harness.js';

/** Small helpers the hrm tests share: raw requests, the demo departments by name, the branch org. */
export function hrmKit(t: () => TestApp) {
  const send = (
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const departments = async (headers: Record<string, string>) =>
    (await call(t().app, hrmApi.departmentList.answer, { url: hrmApi.departmentList.path, headers })).body
      .data;

  const departmentNamed = async (headers: Record<string, string>, name: string) => {
    const found = (await departments(headers)).find((department) => department.name === name);
    if (!found) throw new Error(`no department ${name}`);
    return found;
  };

  const branchId = async () => {
    const [branch] = await t().db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    return branch!.id;
  };

  return { send, departments, departmentNamed, branchId };
}
