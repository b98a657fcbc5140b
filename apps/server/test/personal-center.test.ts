import { auditApi, profileApi } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, signIn, type TestApp } from './harness.js';

let t: TestApp;

const send = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, payload: payload as object });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.app.close());

describe('personal center: profile', () => {
  it('shows and updates my own profile, audited; the user info follows', async () => {
    const sales = await loginAs(t.app, 'sales');
    const mine = await call(t.app, profileApi.myProfile.answer, {
      url: '/erp/admin/profile',
      headers: sales,
    });
    expect(mine.body.data).toMatchObject({ username: 'sales' });

    const change = {
      name: '小销',
      mobile: '13800138000',
      email: 'sales@example.com',
      avatar: '/files/a.png',
    };
    const updated = await send('PUT', '/erp/admin/profile', sales, change);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject(change);
    const info = await t.app.inject({ url: '/erp/admin/user/info', headers: sales });
    expect(info.json().data).toMatchObject({ name: '小销', avatar: '/files/a.png' });

    const admin = await loginAs(t.app, 'admin');
    const audit = await call(t.app, auditApi.auditPage.answer, {
      url: '/erp/admin/audit/page?entity=profile',
      headers: admin,
    });
    expect(audit.body.data.list[0]).toMatchObject({
      username: 'sales',
      action: 'update',
      after: change,
    });
    expect(audit.body.data.list[0]!.before).toMatchObject({ email: '' });
  });

  it('answers bad input with localized field errors', async () => {
    const sales = await loginAs(t.app, 'sales');
    const bad = await send('PUT', '/erp/admin/profile', sales, {
      name: '',
      mobile: '12345',
      email: 'not-an-email',
      avatar: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().data.fieldErrors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'mobile', 'email', 'avatar']));
    const mobile = bad.json().data.fieldErrors.find((error: { path: string }) => error.path === 'mobile');
    expect(mobile.message).toBe('联系电话格式不正确');
    // Blank phone, email and avatar are allowed.
    const blank = await send('PUT', '/erp/admin/profile', sales, {
      name: '销售',
      mobile: '',
      email: '',
      avatar: '',
    });
    expect(blank.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/erp/admin/profile' })).statusCode).toBe(401);
  });
});

describe('personal center: password and sessions', () => {
  it('changes the password: the current session stays, every other one is refused', async () => {
    const here = await signIn(t.app, 'finance');
    const elsewhere = await signIn(t.app, 'finance');
    const wrong = await send('PUT', '/erp/admin/profile/password', bearer(here.token), {
      currentPassword: 'nope-nope',
      newPassword: 'a-new-secret',
    });
    expect(wrong.json()).toMatchObject({
      code: 400,
      data: { fieldErrors: [{ path: 'currentPassword', message: '原密码不正确' }] },
    });
    const same = await send('PUT', '/erp/admin/profile/password', bearer(here.token), {
      currentPassword: 'demo1234',
      newPassword: 'demo1234',
    });
    expect(same.json().data.fieldErrors[0].path).toBe('newPassword');
    const short = await send('PUT', '/erp/admin/profile/password', bearer(here.token), {
      currentPassword: 'demo1234',
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);

    const changed = await send('PUT', '/erp/admin/profile/password', bearer(here.token), {
      currentPassword: 'demo1234',
      newPassword: 'a-new-secret',
    });
    expect(changed.statusCode).toBe(200);
    expect((await send('GET', '/erp/admin/profile', bearer(here.token))).statusCode).toBe(200);
    expect((await send('GET', '/erp/admin/profile', bearer(elsewhere.token))).statusCode).toBe(401);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/erp/auth/login',
      payload: { username: 'finance', password: 'demo1234' },
    });
    expect(oldLogin.statusCode).toBe(400);
    await signIn(t.app, 'finance', 'a-new-secret');

    const admin = await loginAs(t.app, 'admin');
    const audit = await call(t.app, auditApi.auditPage.answer, {
      url: '/erp/admin/audit/page?entity=password',
      headers: admin,
    });
    expect(audit.body.data.list[0]).toMatchObject({ username: 'finance', action: 'update' });
    expect(JSON.stringify(audit.body.data.list[0])).not.toMatch(/argon|a-new-secret/);
  });

  it('lists my live sessions with the current one marked, and revokes one', async () => {
    const first = await signIn(t.app, 'warehouse');
    const second = await signIn(t.app, 'warehouse');
    const list = await call(t.app, profileApi.mySessions.answer, {
      url: '/erp/admin/profile/sessions',
      headers: { ...bearer(second.token), 'user-agent': 'TestBrowser/1.0' },
    });
    expect(list.body.data.length).toBeGreaterThanOrEqual(2);
    const current = list.body.data.filter((session) => session.current);
    expect(current).toHaveLength(1);
    const other = list.body.data.find((session) => !session.current)!;
    expect(other).toMatchObject({ ip: expect.any(String), createdAt: expect.any(String) });

    // Somebody else's session: 404, and it stays alive.
    const hr = await loginAs(t.app, 'hr');
    expect((await send('DELETE', `/erp/admin/profile/sessions/${other.id}`, hr)).statusCode).toBe(404);
    expect((await send('GET', '/erp/admin/profile', bearer(first.token))).statusCode).toBe(200);

    for (const session of list.body.data.filter((entry) => !entry.current)) {
      expect(
        (await send('DELETE', `/erp/admin/profile/sessions/${session.id}`, bearer(second.token))).statusCode,
      ).toBe(200);
    }
    expect((await send('GET', '/erp/admin/profile', bearer(first.token))).statusCode).toBe(401);
    expect(
      (await send('DELETE', `/erp/admin/profile/sessions/${other.id}`, bearer(second.token))).statusCode,
    ).toBe(404);

    // Revoking the current session signs it out.
    const own = current[0]!;
    expect(
      (await send('DELETE', `/erp/admin/profile/sessions/${own.id}`, bearer(second.token))).statusCode,
    ).toBe(200);
    expect((await send('GET', '/erp/admin/profile', bearer(second.token))).statusCode).toBe(401);

    const admin = await loginAs(t.app, 'admin');
    const audit = await call(t.app, auditApi.auditPage.answer, {
      url: '/erp/admin/audit/page?entity=session&action=revoke',
      headers: admin,
    });
    expect(audit.body.data.list.map((entry) => entry.entityId)).toContain(String(own.id));
  });

  it('answers 404 when acting in an organization I do not belong to', async () => {
    const sales = await loginAs(t.app, 'sales');
    const response = await send('GET', '/erp/admin/profile/sessions', {
      ...sales,
      'organization-id': '999999',
    });
    expect(response.statusCode).toBe(404);
  });
});
