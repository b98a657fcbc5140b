import { adminApi, adminUsersApi, authApi, TOKEN_LIFETIME_MS } from '@atrium/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/admin/admin.tables.js';
import { DEMO_ORGANIZATION, DEMO_PASSWORD } from '../src/modules/admin/demo-seed.js';
import { changePassword, setUserStatus } from '../src/modules/admin/users.service.js';
import {
  loginAccountBrakes,
  loginFailures,
  loginKnownAddresses,
  sessions,
} from '../src/modules/auth/auth.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import {
  ACCOUNT_BRAKE_THRESHOLD,
  KNOWN_ADDRESS_MS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCK_MS,
  recordLoginFailure,
  recordSignIn,
  sweepSignInCounters,
} from '../src/platform/auth/login-throttle.js';
import { auditEntries, buildTestApp, call, loginAs, signIn, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.app.close());

const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/erp/auth/login', payload, headers, remoteAddress });
const userInfo = (headers: Record<string, string>) => t.app.inject({ url: '/erp/admin/user/info', headers });
const userIdOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

describe('POST /erp/auth/login', () => {
  it('answers an opaque token valid 7 days, the user and the organization', async () => {
    const before = Date.now();
    const { status, body } = await call(t.app, authApi.login.answer, {
      method: 'POST',
      url: '/erp/auth/login',
      payload: { username: 'sales', password: DEMO_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(body.data.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(TOKEN_LIFETIME_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(TOKEN_LIFETIME_MS + 1000);
    expect(body.data.userId).toBe(await userIdOf('sales'));
    // Only the hash is stored.
    const stored = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.some((row) => row.tokenHash === body.data.token)).toBe(false);
  });

  it('accepts the username in any letter case', async () => {
    expect((await login({ username: 'SALES', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('answers the same message for a wrong password and an unknown user', async () => {
    const wrong = await login({ username: 'manager', password: 'wrong-password' });
    const unknown = await login({ username: 'nobody-here', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().msg).toBe('用户名或密码错误');
    const english = await login({ username: 'nobody-here', password: 'x' }, { 'accept-language': 'en' });
    expect(english.json().msg).toBe('Incorrect username or password.');
  });

  it(`locks the pair of account and address after ${LOGIN_FAILURE_LIMIT} failures, not the account`, async () => {
    const attacker = '10.0.0.1';
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login({ username: 'finance', password: `bad-${i}` }, {}, attacker)).statusCode).toBe(400);
    }
    // Even the right password is refused from that address, in the caller's language.
    const locked = await login({ username: 'finance', password: DEMO_PASSWORD }, {}, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 429,
      msg: '登录失败次数过多，该账号在此地址已暂时锁定，请 15 分钟后再试',
      data: null,
    });
    const english = await login(
      { username: 'finance', password: DEMO_PASSWORD },
      { 'accept-language': 'en' },
      attacker,
    );
    expect(english.json().msg).toBe(
      'Too many failed sign-ins: the account is locked from this address. Try again in 15 minutes.',
    );
    // The owner, from another address, signs in.
    expect((await login({ username: 'finance', password: DEMO_PASSWORD }, {}, '10.0.0.2')).statusCode).toBe(
      200,
    );
    // The lock is audited in the account's organization, by nobody, with the address.
    const financeId = await userIdOf('finance');
    const audited = await auditEntries(
      t.db,
      and(eq(auditLog.entityId, String(financeId)), eq(auditLog.action, 'lock')),
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      userId: null,
      entity: 'adminUser',
      ip: attacker,
      after: { lock: 'address', address: attacker },
    });
    // Unknown names lock the same way, so a lock-out reveals nothing.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      await login({ username: 'ghost', password: 'x' }, {}, attacker);
    expect((await login({ username: 'ghost', password: 'x' }, {}, attacker)).json().msg).toBe(
      locked.json().msg,
    );
    // Other accounts are unaffected.
    expect((await login({ username: 'hr', password: DEMO_PASSWORD }, {}, attacker)).statusCode).toBe(200);
  });

  it('limits sign-in attempts per client address', async () => {
    const limited = await buildTestApp({ loginAttemptsPerMinute: 2, demo: false });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/erp/auth/login',
          payload: { username: 'a', password: 'b' },
        });
      await attempt();
      await attempt();
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试', data: null });
    } finally {
      await limited.app.close();
    }
  });

  it('selects the organization of the sign-in link when the user belongs to it', async () => {
    const byDefault = await signIn(t.app, 'admin');
    const viaLink = await login({ username: 'admin', password: DEMO_PASSWORD, corpId: 'demo-branch' });
    expect(viaLink.json().data.organizationId).not.toBe(byDefault.organizationId);
    // Not a member of the linked organization: falls back to the default one.
    const sales = await login({ username: 'sales', password: DEMO_PASSWORD, corpId: 'demo-branch' });
    expect(sales.json().data.organizationId).toBe(byDefault.organizationId);
  });
});

describe('account brake and unlock', () => {
  const owner = 'agent';
  const ownerHome = '10.1.0.1';

  /** Failures of `owner` from as many addresses as needed, none reaching the per-pair limit. */
  async function distributedGuessing() {
    const userId = await userIdOf(owner);
    for (let i = 0; i < ACCOUNT_BRAKE_THRESHOLD; i++) {
      await recordLoginFailure(t.db, { key: owner, address: `10.2.${i}.1`, userId });
    }
  }

  it('slows sign-in from unknown addresses, never from one the owner used lately; an admin unlocks', async () => {
    const ownerId = await userIdOf(owner);
    expect((await login({ username: owner, password: DEMO_PASSWORD }, {}, ownerHome)).statusCode).toBe(200);
    await distributedGuessing();
    const braked = await auditEntries(
      t.db,
      and(eq(auditLog.entityId, String(ownerId)), eq(auditLog.action, 'lock')),
    );
    expect(braked.map((entry) => entry.after)).toEqual([expect.objectContaining({ lock: 'account' })]);

    // Unknown addresses share one attempt per interval: the first is taken, the next waits.
    expect((await login({ username: owner, password: 'bad' }, {}, '10.3.0.1')).statusCode).toBe(400);
    const slowed = await login({ username: owner, password: DEMO_PASSWORD }, {}, '10.3.0.2');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().msg).toMatch(/^该账号近期登录失败次数过多，已限制登录频率，请 \d+ 秒后再试$/);
    const english = await login(
      { username: owner, password: DEMO_PASSWORD },
      { 'accept-language': 'en' },
      '10.3.0.2',
    );
    expect(english.json().msg).toMatch(
      /^This account has had many failed sign-ins, .* Try again in \d+ seconds\.$/,
    );
    // The owner at home is not held back.
    expect((await login({ username: owner, password: DEMO_PASSWORD }, {}, ownerHome)).statusCode).toBe(200);

    // The administrator sees the lock in the list and the detail, and lifts it.
    const admin = await loginAs(t.app, 'admin');
    const listed = await call(t.app, adminApi.adminUserPage.answer, {
      url: '/erp/admin/user/page',
      query: { keyword: owner },
      headers: admin,
    });
    expect(listed.body.data.list.find((row) => row.id === ownerId)?.locked).toBe(true);
    const unlockUrl = `/erp/admin/user/${ownerId}/unlock`;
    const unlocked = await call(t.app, adminUsersApi.adminUserDetail, {
      method: 'PUT',
      url: unlockUrl,
      headers: admin,
      remoteAddress: '10.9.0.1',
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data.locked).toBe(false);
    expect((await login({ username: owner, password: DEMO_PASSWORD }, {}, '10.3.0.2')).statusCode).toBe(200);
    const adminId = await userIdOf('admin');
    const lifted = await auditEntries(
      t.db,
      and(eq(auditLog.entityId, String(ownerId)), eq(auditLog.action, 'unlock')),
    );
    expect(lifted).toMatchObject([
      { userId: adminId, ip: '10.9.0.1', before: { braked: true, lockedAddresses: [] } },
    ]);

    // Unlocking needs its own permission.
    const sales = await loginAs(t.app, 'sales');
    const refused = await t.app.inject({ method: 'PUT', url: unlockUrl, headers: sales });
    expect(refused.statusCode).toBe(403);
  });
});

describe('sign-in counters', () => {
  it('are swept once nothing reads them: made-up names guessed once, long-unused addresses', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const later = (ms: number) => new Date(now.getTime() + ms);
    const ownerId = await userIdOf('manager');
    for (let i = 0; i < 3; i++)
      await recordLoginFailure(t.db, { key: `nobody-${i}`, address: '10.7.0.1', userId: undefined }, now);
    // Failures spread over ten minutes: the pair is locked beyond its window.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      await recordLoginFailure(
        t.db,
        { key: 'locked-one', address: '10.7.0.2', userId: undefined },
        later(i * 150_000),
      );
    await recordSignIn(t.db, { key: 'manager', address: '10.7.0.3', userId: ownerId }, now);
    const counted = async () => ({
      pairs: await t.db.$count(loginFailures, sql`${loginFailures.address} like '10.7.%'`),
      brakes: await t.db.$count(
        loginAccountBrakes,
        sql`${loginAccountBrakes.usernameKey} in ('nobody-0', 'nobody-1', 'nobody-2', 'locked-one')`,
      ),
      addresses: await t.db.$count(loginKnownAddresses, eq(loginKnownAddresses.address, '10.7.0.3')),
    });
    expect(await counted()).toEqual({ pairs: 4, brakes: 4, addresses: 1 });

    // Within the window nothing goes; past it, all but the pair still locked, then that one too.
    await sweepSignInCounters(t.db, later(60_000));
    expect(await counted()).toEqual({ pairs: 4, brakes: 4, addresses: 1 });
    await sweepSignInCounters(t.db, later(LOGIN_FAILURE_WINDOW_MS));
    expect(await counted()).toEqual({ pairs: 1, brakes: 0, addresses: 1 });
    await sweepSignInCounters(t.db, later(600_000 + LOGIN_LOCK_MS));
    expect(await counted()).toEqual({ pairs: 0, brakes: 0, addresses: 1 });
    await sweepSignInCounters(t.db, later(KNOWN_ADDRESS_MS));
    expect(await counted()).toEqual({ pairs: 0, brakes: 0, addresses: 0 });
  });
});

describe('session lifetime', () => {
  it('logout revokes the token', async () => {
    const headers = await loginAs(t.app, 'manager');
    expect((await userInfo(headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/erp/auth/logout', headers });
    expect(out.json()).toMatchObject({ code: 200, data: null });
    const after = await userInfo(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 401, data: null });
  });

  it('logout works with an empty JSON body', async () => {
    const headers = await loginAs(t.app, 'manager');
    const out = await t.app.inject({
      method: 'POST',
      url: '/erp/auth/logout',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(out.statusCode).toBe(200);
  });

  it('disabling a user revokes all their sessions and blocks sign-in', async () => {
    const first = await loginAs(t.app, 'warehouse');
    const second = await loginAs(t.app, 'warehouse');
    await setUserStatus(t.db, await userIdOf('warehouse'), 'disabled');
    expect((await userInfo(first)).statusCode).toBe(401);
    expect((await userInfo(second)).statusCode).toBe(401);
    const blocked = await login({ username: 'warehouse', password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().msg).toBe('账号已被停用，请联系管理员');
    // A wrong password still gets the generic answer: the status is only told to the owner.
    expect((await login({ username: 'warehouse', password: 'nope' })).json().msg).toBe('用户名或密码错误');
    await setUserStatus(t.db, await userIdOf('warehouse'), 'enabled');
    expect((await userInfo(first)).statusCode).toBe(401);
  });

  it('changing the password revokes the other sessions and keeps the current one', async () => {
    const current = await signIn(t.app, 'service');
    const other = await loginAs(t.app, 'service');
    const currentHeaders = { authorization: `Bearer ${current.token}` };
    const [session] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, current.userId))
      .orderBy(sessions.id)
      .limit(1);
    await expect(
      changePassword(t.db, {
        userId: current.userId,
        currentPassword: 'wrong',
        newPassword: 'new-password-1',
      }),
    ).rejects.toMatchObject({ status: 400, messageKey: 'password.wrongCurrent' });
    await changePassword(t.db, {
      userId: current.userId,
      currentPassword: DEMO_PASSWORD,
      newPassword: 'new-password-1',
      keepSessionId: session!.id,
    });
    expect((await userInfo(currentHeaders)).statusCode).toBe(200);
    expect((await userInfo(other)).statusCode).toBe(401);
    expect((await login({ username: 'service', password: DEMO_PASSWORD })).statusCode).toBe(400);
    expect((await login({ username: 'service', password: 'new-password-1' })).statusCode).toBe(200);
  });

  it('an expired token answers 401', async () => {
    const { token, userId } = await signIn(t.app, 'agent');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    const response = await userInfo({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, msg: '登录已失效，请重新登录', data: null });
  });

  it('a missing or made-up token answers 401', async () => {
    expect((await userInfo({})).statusCode).toBe(401);
    expect((await userInfo({ authorization: 'Bearer made-up' })).statusCode).toBe(401);
    expect((await userInfo({ authorization: 'Basic YWRtaW46ZGVtbzEyMzQ=' })).statusCode).toBe(401);
  });
});

describe('POST /erp/auth/register', () => {
  const newcomer = {
    inviteCode: DEMO_ORGANIZATION.inviteCode,
    username: 'newcomer',
    password: 'newcomer-pass',
    name: '新同事',
    mobile: '13912345678',
  };
  const register = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/erp/auth/register', payload, headers });

  it('creates a pending account that cannot sign in until enabled', async () => {
    const { status, body } = await call(t.app, authApi.register.answer, {
      method: 'POST',
      url: '/erp/auth/register',
      payload: newcomer,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      username: 'newcomer',
      organizationName: DEMO_ORGANIZATION.name,
      status: 'pending',
    });
    const pending = await login({ username: 'newcomer', password: newcomer.password });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().msg).toContain('等待管理员审核');
    await setUserStatus(t.db, await userIdOf('newcomer'), 'enabled');
    expect((await login({ username: 'newcomer', password: newcomer.password })).statusCode).toBe(200);
  });

  it('rejects a taken username with a field error, in any letter case', async () => {
    const response = await register({ ...newcomer, username: 'Admin' }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toEqual([
      { path: 'username', message: 'This username is already taken.' },
    ]);
  });

  it('rejects an unknown invitation code on its field', async () => {
    const response = await register({ ...newcomer, username: 'someone', inviteCode: 'NOPE-NOPE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toEqual([{ path: 'inviteCode', message: '邀请码无效' }]);
  });
});

describe('GET /erp/auth/corp/:corpId', () => {
  it('answers the public name of an organization code, or null', async () => {
    expect((await t.app.inject({ url: '/erp/auth/corp/demo' })).json().data).toEqual({
      name: DEMO_ORGANIZATION.name,
      code: 'demo',
    });
    expect((await t.app.inject({ url: '/erp/auth/corp/unknown' })).json()).toMatchObject({
      code: 200,
      data: null,
    });
  });
});
