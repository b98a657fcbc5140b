import type { ApprovalFlow, ProcessSettings, ProcessStarters, StoredFormDefinition } from '@atrium/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, updatedAt, users } from '../admin/admin.tables.js';

/**
 * An approval process as the designer edits it (docs/approvals.md): the draft. Publishing copies
 * the draft into `approval_process_versions`; instances point at a version, so editing and
 * republishing never changes an instance already running. Never deleted once an instance exists
 * (disabled instead).
 */
export const approvalProcesses = pgTable(
  'approval_processes',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    icon: text('icon').notNull().default('audit'),
    description: text('description').notNull().default(''),
    starters: jsonb('starters').$type<ProcessStarters>().notNull(),
    form: jsonb('form').$type<StoredFormDefinition>().notNull(),
    flow: jsonb('flow').$type<ApprovalFlow>().notNull(),
    settings: jsonb('settings').$type<ProcessSettings>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The latest published version; null while only the draft exists. */
    publishedVersion: integer('published_version'),
    /** The draft was saved after the latest publish. */
    draftChanged: boolean('draft_changed').notNull().default(true),
    /** Optimistic lock of the draft: bumped by every save. */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('approval_processes_org_idx').on(t.orgId, t.id),
    uniqueIndex('approval_processes_org_name_key').on(t.orgId, t.name),
  ],
);

/** A published, frozen copy of a process: what instances run on. Rows are never changed. */
export const approvalProcessVersions = pgTable(
  'approval_process_versions',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    processId: integer('process_id')
      .notNull()
      .references(() => approvalProcesses.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    starters: jsonb('starters').$type<ProcessStarters>().notNull(),
    form: jsonb('form').$type<StoredFormDefinition>().notNull(),
    flow: jsonb('flow').$type<ApprovalFlow>().notNull(),
    settings: jsonb('settings').$type<ProcessSettings>().notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('approval_process_versions_process_version_key').on(t.processId, t.version)],
);
