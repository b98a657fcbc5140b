import type { TransitionEvent } from '../../platform/transitions/transition-gates.js';

/**
 * Stock's events other modules may hook (platform/modules/module-hooks.ts): the transition
 * registry raises `<kind>.after<Transition>` after each transition's effect, in its transaction.
 */
declare module '../../platform/modules/module-hooks.js' {
  interface ModuleHookEvents {
    /** After a receipt's reversal posted (its 冲销单 and moves written): a hook may refuse it. */
    'stockReceipt.afterReverse': TransitionEvent;
  }
}
