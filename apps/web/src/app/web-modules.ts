import type { Screen } from './chunk-load';
import type { ShellSlot, ShellSlotArea, WebModule } from './web-module';

/**
 * Every feature's manifest (features/<name>/<name>.module.ts), found by Vite at build time. They
 * are read eagerly but are small: their screens and sections are lazy imports, each its own chunk.
 */
const MANIFESTS = import.meta.glob<WebModule>('../features/*/*.module.ts', {
  eager: true,
  import: 'default',
});

/** Manifests by feature folder name, in a stable order. */
export const WEB_MODULES: ReadonlyMap<string, WebModule> = new Map(
  Object.keys(MANIFESTS)
    .sort()
    .map((path) => [path.split('/')[2]!, MANIFESTS[path]!]),
);

/** Menu key → screen over all manifests; a key two features claim is a mistake caught at start. */
export function collectScreens(modules: ReadonlyMap<string, WebModule>): ReadonlyMap<string, Screen> {
  const screens = new Map<string, Screen>();
  const owners = new Map<string, string>();
  for (const [feature, module] of modules) {
    for (const [key, screen] of Object.entries(module.screens ?? {})) {
      const owner = owners.get(key);
      if (owner) throw new Error(`Screen "${key}" is declared by both ${owner} and ${feature}`);
      owners.set(key, feature);
      screens.set(key, screen);
    }
  }
  return screens;
}

export const MODULE_SCREENS = collectScreens(WEB_MODULES);

/** Each shell area's slots over all manifests, in their declared order. */
export function collectSlots(
  modules: ReadonlyMap<string, WebModule>,
): ReadonlyMap<ShellSlotArea, readonly ShellSlot[]> {
  const slots = new Map<ShellSlotArea, ShellSlot[]>();
  for (const module of modules.values()) {
    for (const slot of module.slots ?? []) slots.set(slot.area, [...(slots.get(slot.area) ?? []), slot]);
  }
  for (const list of slots.values()) list.sort((a, b) => a.order - b.order);
  return slots;
}

export const MODULE_SLOTS = collectSlots(WEB_MODULES);
