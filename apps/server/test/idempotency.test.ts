// On PGlite too: the claim's unique key must turn two racing requests into one on both databases.
import { defineEndpoint, envelope, errorData, SIGNED_IN } from '@atrium/contract';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/platform/http/app-error.js';
import { bindEndpoint } from '../src/platform/http/bind-endpoint.js';
import { idempotencyKeys } from '../src/platform/idempotency/idempotency.tables.js';
import { sweepIdempotencyKeys } from '../src/platform/idempotency/idempotency-store.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';

/** A create like any module's: one row per run, refused (400) for a name the test marks. */
const createThing = defineEndpoint({
  method: 'POST',
  path: '/erp/test/idempotent-things',
  access: SIGNED_IN,
  summary: 'Test-only create that counts its runs.',
  body: z.object({ name: z.string() }),
  answer: z.object({ id: z.number() }),
});

const refusedNames = new Set<string>();
/** While set, a run waits here after announcing itself: a request held in flight. */
let hold: { entered: () => void; release: Promise<void> } | null = null;

const thingAnswer = envelope(createThing.answer);
const errorAnswer = envelope(errorData);
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({
    extraRoutes: (app, db) => {
      bindEndpoint(app, createThing, async ({ body }) => {
        if (refusedNames.has(body.name)) throw new AppError(400, 'badRequest');
        const held = hold;
        if (held) {
          held.entered();
          await held.release;
        }
        const { rows } = (await db.execute(
          sql`insert into idempotent_things (name) values (${body.name}) returning id`,
        )) as { rows: { id: number }[] };
        return { id: rows[0]!.id };
      });
    },
  });
  await t.db.execute(sql`create table idempotent_things (id serial primary key, name text not null)`);
  headers = await loginAs(t.app, 'admin');
});
afterAll(async () => {
  await t?.app.close();
});
beforeEach(() => {
  refusedNames.clear();
  hold = null;
});

const create = (name: string, key?: string, extra: Partial<InjectOptions> = {}) =>
  t.app.inject({
    method: 'POST',
    url: createThing.path,
    payload: { name },
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...extra,
  });

async function thingsNamed(name: string): Promise<number> {
  const { rows } = (await t.db.execute(
    sql`select count(*)::int as n from idempotent_things where name = ${name}`,
  )) as { rows: { n: number }[] };
  return rows[0]!.n;
}

describe('Idempotency-Key', () => {
  it('answers the same key and body twice with the first answer, making one record', async () => {
    const first = await create('twice', 'key-twice');
    const second = await create('twice', 'key-twice');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(thingAnswer.parse(second.json())).toEqual(thingAnswer.parse(first.json()));
    expect(await thingsNamed('twice')).toBe(1);
  });

  it('refuses the same key with another body (422, localized) and writes nothing', async () => {
    await create('original', 'key-reused');
    const other = await create('other', 'key-reused', {
      headers: { ...headers, 'idempotency-key': 'key-reused', 'accept-language': 'en' },
    });
    expect(other.statusCode).toBe(422);
    expect(errorAnswer.parse(other.json()).msg).toMatch(/already used for another request/);
    expect(await thingsNamed('other')).toBe(0);
    const zh = await create('other', 'key-reused');
    expect(errorAnswer.parse(zh.json()).msg).toBe(
      '该 Idempotency-Key 已用于另一个请求，请为新的操作使用新的键',
    );
  });

  it('keys belong to their user: another user sending the same key runs their own request', async () => {
    await create('mine', 'key-shared');
    const manager = await loginAs(t.app, 'manager');
    const theirs = await create('mine', 'key-shared', {
      headers: { ...manager, 'idempotency-key': 'key-shared' },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await thingsNamed('mine')).toBe(2);
  });

  it('lets one of two concurrent requests with the same key run; the other answers 409', async () => {
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    hold = {
      entered,
      release: new Promise<void>((resolve) => {
        release = resolve;
      }),
    };
    const first = create('raced', 'key-raced');
    await inHandler;
    const second = await create('raced', 'key-raced', {
      headers: { ...headers, 'idempotency-key': 'key-raced', 'accept-language': 'en' },
    });
    expect(second.statusCode).toBe(409);
    expect(errorAnswer.parse(second.json()).msg).toBe(
      'The same request is still being processed; please try again shortly.',
    );
    release();
    expect((await first).statusCode).toBe(200);
    const third = await create('raced', 'key-raced');
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(await thingsNamed('raced')).toBe(1);
  });

  it('changes nothing without the header: every request runs', async () => {
    const first = await create('unkeyed');
    const second = await create('unkeyed');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await thingsNamed('unkeyed')).toBe(2);
  });

  it('does not store an error: the same key runs again once the cause is gone', async () => {
    refusedNames.add('refused');
    expect((await create('refused', 'key-refused')).statusCode).toBe(400);
    refusedNames.clear();
    const retried = await create('refused', 'key-refused');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await thingsNamed('refused')).toBe(1);
  });

  it('refuses a key that is too long or not visible ASCII with a localized 400', async () => {
    for (const key of ['k'.repeat(256), 'has space', '']) {
      const response = await create('badkey', key);
      expect(response.statusCode, key).toBe(400);
      expect(errorAnswer.parse(response.json()).msg).toBe('Idempotency-Key 须为 1–255 个可见 ASCII 字符');
    }
    expect((await create('badkey', 'k'.repeat(255))).statusCode).toBe(200);
    expect(await thingsNamed('badkey')).toBe(1);
  });

  it('forgets a key after 24 hours and sweeps it', async () => {
    await create('aged', 'key-aged');
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await t.db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(eq(idempotencyKeys.key, 'key-aged'));
    const again = await create('aged', 'key-aged');
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await thingsNamed('aged')).toBe(2);
    await t.db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(eq(idempotencyKeys.key, 'key-aged'));
    expect(await sweepIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-aged'));
    expect(left).toEqual([]);
  });
});
