import type { Resource } from '@atrium/contract';
import type { OperCode } from '../platform/access/access';

/** Which actions a list page offers, from the route's oper keys (spec §6). */
export interface ResourceAbilities {
  view: boolean;
  create: boolean;
  edit: boolean;
  remove: boolean;
  enable: boolean;
  disable: boolean;
}

/** The boolean field bulk enable/disable sets; a resource without it has no such actions. */
export const ENABLED_FIELD = 'enabled';

export function hasEnabledField(resource: Resource): boolean {
  return resource.fields[ENABLED_FIELD]?.kind === 'boolean';
}

/**
 * A button needs its own oper key (spec §6: add, get, edit, delete, enable, disable) and the key
 * the server checks for the call it makes: editing, enabling and disabling are updates
 * (`<menu>:update`), so they also need `update` — never a button that can only answer 403.
 */
export function resourceAbilities(
  resource: Resource,
  can: (code: OperCode | readonly OperCode[]) => boolean,
): ResourceAbilities {
  const toggles = hasEnabledField(resource) && can('update');
  return {
    view: can('get'),
    create: can('add'),
    edit: can('edit') && can('update'),
    remove: can('delete'),
    enable: toggles && can('enable'),
    disable: toggles && can('disable'),
  };
}
