import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedDatabase } from '../src/modules/seed.js';
import { type Database, openDatabase } from '../src/platform/db/database.js';

/**
 * The states a test database starts from: migrated only, migrated + start-up seed (menus,
 * dictionaries), or that plus the demo organization. Built once per run by test/global-setup.ts,
 * then copied for each test file, because migrating and seeding took ~5 s per file on PGlite
 * while the tests themselves took a fraction of that.
 */
export const TEMPLATE_STATES = ['migrated', 'base', 'demo'] as const;
export type TemplateState = (typeof TEMPLATE_STATES)[number];

/** Where each state's copy comes from: a PostgreSQL template database or a PGlite tar file. */
export type TemplateSources = Record<TemplateState, string>;

async function seedTo(database: Database, state: TemplateState): Promise<void> {
  if (state !== 'migrated') await seedDatabase(database, { demo: state === 'demo' });
}

export const templateDatabaseName = (state: TemplateState) => `atrium_template_${state}`;

/** On the PostgreSQL server of `adminUrl`: one database per state, marked as a template. */
export async function buildPostgresTemplates(adminUrl: string): Promise<TemplateSources> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const state of TEMPLATE_STATES) {
      const name = templateDatabaseName(state);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await seedTo(database, state);
      } finally {
        await database.close();
      }
      // `create database … template` needs the template free of other connections: none are left.
      await admin.query(`alter database ${name} is_template true`);
    }
  } finally {
    await admin.end();
  }
  return Object.fromEntries(
    TEMPLATE_STATES.map((state) => [state, templateDatabaseName(state)]),
  ) as TemplateSources;
}

export async function dropPostgresTemplates(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const state of TEMPLATE_STATES) {
      const name = templateDatabaseName(state);
      await admin.query(`alter database ${name} is_template false`).catch(() => undefined);
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/** For PGlite: one `dumpDataDir` tar per state in a temporary folder; returns the files and a remover. */
export async function buildPgliteTemplates(): Promise<{ files: TemplateSources; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'atrium-pglite-templates-'));
  const files = {} as TemplateSources;
  const migrated = await openDatabase({ kind: 'pglite-memory' });
  let migratedTar: Blob;
  try {
    migratedTar = await dumpOf(migrated);
  } finally {
    await migrated.close();
  }
  for (const state of TEMPLATE_STATES) {
    const file = path.join(folder, `${state}.tar`);
    if (state === 'migrated') {
      await writeFile(file, Buffer.from(await migratedTar.arrayBuffer()));
    } else {
      const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: migratedTar });
      try {
        await seedTo(database, state);
        await writeFile(file, Buffer.from(await (await dumpOf(database)).arrayBuffer()));
      } finally {
        await database.close();
      }
    }
    files[state] = file;
  }
  return { files, remove: () => rm(folder, { recursive: true, force: true }) };
}

function dumpOf(database: Database): Promise<Blob> {
  if (!database.dumpDataDir) throw new Error('only an embedded database can be dumped');
  return database.dumpDataDir();
}
