import type { ShellSlotArea } from '../../app/web-module';
import { MODULE_SLOTS } from '../../app/web-modules';

/** The feature slots of one shell area (declared in the features' manifests), in order. */
export function ShellSlots({ area }: { area: ShellSlotArea }) {
  return (
    <>
      {(MODULE_SLOTS.get(area) ?? []).map(({ component: Slot }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed at build time.
        <Slot key={index} />
      ))}
    </>
  );
}
