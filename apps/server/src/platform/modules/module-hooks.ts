import type { Db } from '../db/database.js';
import type { Actor } from '../resources/resource-store.js';

/**
 * What a hook on a record's operation is told: the operation's open transaction (a hook's writes
 * and reads belong to it, and its refusal rolls the whole operation back), who acts, and the
 * record as stored before the operation (the resource's row, locked by the operation).
 */
export interface RecordEvent {
  tx: Db;
  actor: Actor;
  id: number;
  record: Readonly<Record<string, unknown>>;
}

/**
 * The events one module raises for other modules to hook, by name (`<record>.<moment>`, e.g.
 * `product.beforeDelete`; later `receipt.afterShip`) → what a hook receives. The module owning the
 * record adds its events here by declaration merging (e.g. catalogue/catalogue-hook-events.ts), so
 * a hook on an event nobody declares does not compile, and one nobody raises stops the start.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging
export interface ModuleHookEvents {}

export type ModuleHookEvent = keyof ModuleHookEvents;

/**
 * A module's hook on another module's event, declared in its manifest (`hooks: [...]`): `run`
 * runs inside the raising operation's transaction and may refuse it by throwing an AppError (a
 * localized 400), which rolls the operation back. The raiser does not know who hooks it, so
 * modules stay apart: catalogue never imports stock, stock refuses deleting an item it holds.
 */
export type ModuleHook = {
  [E in ModuleHookEvent]: { on: E; run: (event: ModuleHookEvents[E]) => Promise<void> };
}[ModuleHookEvent];

type HookRun = (event: never) => Promise<void>;

/** The hooks of every module by event, built once per app from the module list. */
export class ModuleHookRegistry {
  private readonly byEvent = new Map<string, HookRun[]>();
  private readonly raised = new Set<string>();

  constructor(modules: readonly { name: string; hooks?: readonly ModuleHook[] }[]) {
    for (const listed of modules) {
      for (const hook of listed.hooks ?? []) {
        const runs = this.byEvent.get(hook.on) ?? [];
        runs.push(hook.run as HookRun);
        this.byEvent.set(hook.on, runs);
      }
    }
  }

  /**
   * What raising `event` runs: each hook in module-list order, one after another (a refusal stops
   * the rest), or undefined when no module hooks it. A raiser asks once, when it is set up; that
   * marks the event as raised for `assertEveryHookRaised`.
   */
  runnerOf<Event>(event: string): ((payload: Event) => Promise<void>) | undefined {
    this.raised.add(event);
    const runs = this.byEvent.get(event) as ((payload: Event) => Promise<void>)[] | undefined;
    if (!runs) return undefined;
    return async (payload) => {
      for (const run of runs) await run(payload);
    };
  }

  /** At start-up, after every raiser was set up: a hook on an event nothing raises is a mistake. */
  assertEveryHookRaised(): void {
    const unraised = [...this.byEvent.keys()].filter((event) => !this.raised.has(event));
    if (unraised.length > 0) throw new Error(`Hooks on events nothing raises: ${unraised.join(', ')}`);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' hooks (their manifests' `hooks`); raisers such as bindResource ask it for theirs. */
    moduleHooks: ModuleHookRegistry;
  }
}
