import type { RecordEvent } from '../../platform/modules/module-hooks.js';

/**
 * The catalogue's events other modules may hook (platform/modules/module-hooks.ts). The resource
 * engine raises them; the catalogue only says which of its records others may look after.
 */
declare module '../../platform/modules/module-hooks.js' {
  interface ModuleHookEvents {
    /** Before a product is deleted, in the delete's transaction, its row locked: a hook may refuse. */
    'product.beforeDelete': RecordEvent;
    /** Before a fitting is deleted, in the delete's transaction, its row locked: a hook may refuse. */
    'fitting.beforeDelete': RecordEvent;
  }
}
