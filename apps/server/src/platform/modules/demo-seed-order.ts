import type { DemoSeedStep, ServerModule } from './server-module.js';

/**
 * The modules' demo steps in the order they run: each after the steps it names, otherwise in
 * module-list order, so ids come out the same on every run. Throws on an unknown or duplicate
 * name and on a cycle, before anything is written.
 */
export function demoSeedOrder(modules: readonly Pick<ServerModule, 'demoSeed'>[]): DemoSeedStep[] {
  const steps = modules.flatMap((module) => module.demoSeed ?? []);
  const byName = new Map<string, DemoSeedStep>();
  for (const step of steps) {
    if (byName.has(step.name)) throw new Error(`Two demo seed steps are named "${step.name}"`);
    byName.set(step.name, step);
  }
  for (const step of steps) {
    for (const name of step.after ?? []) {
      if (!byName.has(name)) throw new Error(`Demo seed step "${step.name}" runs after unknown "${name}"`);
    }
  }
  const ordered: DemoSeedStep[] = [];
  const done = new Set<string>();
  while (ordered.length < steps.length) {
    // The first step in list order whose predecessors have all run.
    const next = steps.find(
      (step) => !done.has(step.name) && (step.after ?? []).every((name) => done.has(name)),
    );
    if (!next) {
      const stuck = steps.filter((step) => !done.has(step.name)).map((step) => step.name);
      throw new Error(`Demo seed steps wait on each other: ${stuck.join(', ')}`);
    }
    ordered.push(next);
    done.add(next.name);
  }
  return ordered;
}
