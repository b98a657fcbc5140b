import type { FastifyInstance } from 'fastify';
import type { DemoRoleCode } from '../../modules/admin/demo-seed.js';
import type { Grants } from '../../modules/admin/role-grants.js';
import type { ScopeAssignment } from '../access/record-scope.js';
import type { ApprovalPoint } from '../approvals/approval-points.js';
import type { Database, Db } from '../db/database.js';
import type { DocumentKind } from '../document-numbers/document-kind.js';
import type { MessageCatalogue } from '../http/messages.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { JobSchedule } from '../jobs/job-scheduler.js';
import type { ReferenceRegistry, ReferenceSource } from '../references/reference-source.js';
import type { FileStore } from '../storage/file-store.js';
import type { TimelineKind } from '../timeline/timeline-kinds.js';
import type { TransitionGate } from '../transitions/transition-gates.js';
import type { ModuleHook } from './module-hooks.js';

/** What a module's routes and jobs are built with; one per app. */
export interface ModuleContext {
  app: FastifyInstance;
  database: Database;
  db: Db;
  fileStore: FileStore;
  /** Sign-in attempts per client address per minute (the sign-in routes' rate limit). */
  loginAttemptsPerMinute: number;
}

/** What the demo data set's steps share: the foundation (organizations, departments, accounts) written first. */
export interface DemoSeedContext {
  /** The open transaction: the whole demo set is written at once or not at all. */
  tx: Db;
  orgId: number;
  /** The second organization only `admin` belongs to (another tenant whose data stays invisible). */
  branchId: number;
  /** The demo organization's departments by name. */
  departmentIds: ReadonlyMap<string, number>;
  /** The branch organization's departments by name. */
  branchDepartmentIds: ReadonlyMap<string, number>;
  /** Demo accounts' user ids by username. */
  userIds: ReadonlyMap<string, number>;
  /** A demo account's department id (in the demo organization). */
  departmentOfUser: (username: string) => number | undefined;
  /** A demo account's mobile number, '' if it has none. */
  mobileOfUser: (username: string) => string;
  /** The modules' reference sources, for a step that writes through a service checking references. */
  references: ReferenceRegistry;
}

/** One step of the demo data set; steps run after the ones they name, otherwise in module-list order. */
export interface DemoSeedStep {
  /** Unique across modules, `<module>.<what>` (e.g. `crm.customers`); other steps name it in `after`. */
  name: string;
  /** Steps whose rows this one reads or whose ids must come first. */
  after?: readonly string[];
  run: (context: DemoSeedContext) => Promise<void>;
}

/**
 * What a module grants the demo roles on its own screens (`warehouse: { warehouseList: 'all' }`),
 * by menu key as `Grants` (role-grants.ts); `everyone`: each demo role. The administrator holds
 * every menu anyway. The demo seeder composes these (admin/demo-role-grants.ts).
 */
export type DemoRoleGrants = Partial<Record<DemoRoleCode | 'everyone', Grants>>;

/**
 * One server module, declared in its own folder (`modules/<domain>/<domain>.module.ts`) and listed
 * once in `modules/modules.ts`: the app and the seeder walk that list instead of hand-written lines.
 * Its tables need no entry: every `*.tables.ts` under `src/modules/` is the Drizzle schema
 * (drizzle.config.ts globs them), so a table file sits beside the service that uses it.
 */
export interface ServerModule<Messages extends MessageCatalogue = MessageCatalogue> {
  /** The module's folder name under `src/modules/`. */
  name: string;
  /** Texts the module's errors and answers use; their keys join the checked `MessageKey` union. */
  messages: Messages;
  /** Binds the module's contract endpoints (and hooks they need) on the app. */
  routes?: (context: ModuleContext) => void;
  /** Registers the module's job kinds on the app's durable queue (`queue.register(kind, handler)`). */
  jobs?: (queue: JobQueue, context: ModuleContext) => void;
  /** Cron schedules (business clock) queueing the module's job kinds once per period across processes. */
  schedules?: readonly JobSchedule[];
  /** Start-up seeding every database gets (idempotent), before the demo data set (e.g. the menu tree). */
  seedBeforeDemo?: (db: Db) => Promise<void>;
  /** Start-up seeding every database gets (idempotent), after the demo data set (e.g. per-organization defaults). */
  seedAfterDemo?: (db: Db) => Promise<void>;
  /** The module's part of the demo data set. */
  demoSeed?: readonly DemoSeedStep[];
  /** What the demo roles may use of the module's screens (the demo accounts' role grants). */
  demoRoleGrants?: DemoRoleGrants;
  /** Records other modules' `reference` fields may point at (`ref: '<name>'`), with their labels and pickers. */
  references?: readonly ReferenceSource[];
  /** Kinds of the module's documents that get a server-allocated number (`nextDocumentNumber`), with their default patterns. */
  documentKinds?: readonly DocumentKind[];
  /** "Records of my <assignments>" scopes the module owns the assignments of (stock: `myWarehouses`). */
  scopeAssignments?: readonly ScopeAssignment[];
  /**
   * Hooks on other modules' record operations, run in the same transaction (module-hooks.ts):
   * `{ on: 'product.beforeDelete', run }` lets stock refuse deleting an item it holds without the
   * catalogue knowing stock.
   */
  hooks?: readonly ModuleHook[];
  /**
   * Approval gates on other modules' (or its own) named transitions (transition-gates.ts):
   * `{ on: 'stockReceipt.reverse', holds, startApproval }` makes the transition start an approval
   * when `holds` says so; the approval's outcome completes it (`app.transitions.completeTransition`).
   */
  transitionGates?: readonly TransitionGate[];
  /**
   * Where the organization may require an approval (platform/approvals/approval-points.ts): a
   * transition or gated command, what is measured and how the approval shows it. The settings
   * choose the process and the threshold; the platform makes each a gate.
   */
  approvalPoints?: readonly ApprovalPoint[];
  /**
   * Record kinds of the module that have a timeline (timeline-kinds.ts): the contract's
   * `defineTimeline` with the record's read check; the platform binds their timeline endpoints.
   */
  timelineKinds?: readonly TimelineKind[];
}

/** Declares a module, keeping its message keys' literal types for the `MessageKey` union. */
export function defineServerModule<const Messages extends MessageCatalogue>(
  module: ServerModule<Messages>,
): ServerModule<Messages> {
  return module;
}
