import type { z } from 'zod';
import type { Endpoint } from './endpoint.js';
import type { PermissionKey } from './permissions.js';
import type { LocalizedText } from './record-scopes.js';
import { type RecordTransitions, transitionEndpoint } from './record-transitions.js';
import type { FieldDef } from './resource-fields.js';

/** One named transition of a resource (docs/architecture.md §3c): where it starts, where it ends, who may take it. */
export interface ResourceTransition<State extends string = string> {
  from: readonly State[];
  to: State;
  access: PermissionKey;
  /** i18n key of the action's label in the screen's namespace (like a field's `labelKey`). */
  labelKey: string;
  /** The label's text per locale, for the server's refusals ("不能过账"). */
  label: LocalizedText;
  /** The list and detail ask before taking it (one that can't be undone), in red. */
  confirm?: boolean;
}

/**
 * A resource's states and named transitions: `field` is its `enum` field holding the state
 * (`readOnly`: only a transition changes it; a new record starts in the field's first value),
 * each transition is `POST {basePath}/:id/{name}` with its permission, and the server gives each
 * its effect (bindResource's `transitions`). `editableIn`: the states in which the record may
 * still be updated or deleted (a posted document is changed only by its transitions); every
 * state when left out. `deletableIn`: where deleting is narrower than editing (an invoice request
 * is edited, never deleted: 作废 keeps it), the states in which it may be deleted.
 */
export interface ResourceTransitionsConfig<FieldName extends string = string, Name extends string = string> {
  field: FieldName;
  editableIn?: readonly string[];
  deletableIn?: readonly string[];
  transitions: { readonly [N in Name]: ResourceTransition };
}

/** A state field must be a read-only enum listing every state a transition names. */
export function assertTransitionsConfig(
  name: string,
  fields: Readonly<Record<string, FieldDef>>,
  config: ResourceTransitionsConfig,
): readonly string[] {
  const field = fields[config.field];
  if (field?.kind !== 'enum' || !field.values)
    throw new Error(`${name}: the state field "${config.field}" must be an enum field`);
  if (!field.readOnly)
    throw new Error(`${name}: the state field "${config.field}" must be readOnly (transitions change it)`);
  const states = field.values;
  const named = [
    ...(config.editableIn ?? []),
    ...(config.deletableIn ?? []),
    ...Object.values(config.transitions).flatMap((transition) => [...transition.from, transition.to]),
  ];
  const unknown = named.filter((state) => !states.includes(state));
  if (unknown.length > 0) throw new Error(`${name}: transitions name unknown states ${unknown.join(', ')}`);
  return states;
}

/** The states in which a record of this config may be changed (`update`) or deleted; undefined: every state. */
export function statesAllowing(
  config: Pick<ResourceTransitionsConfig, 'editableIn' | 'deletableIn'>,
  action: 'update' | 'delete',
): readonly string[] | undefined {
  return action === 'delete' ? (config.deletableIn ?? config.editableIn) : config.editableIn;
}

/** The engine's declaration of a resource's transitions (kind = the resource's name). */
export function recordTransitionsOf(
  name: string,
  basePath: string,
  states: readonly string[],
  config: ResourceTransitionsConfig,
): RecordTransitions {
  return {
    kind: name,
    basePath,
    states,
    transitions: Object.fromEntries(
      Object.entries(config.transitions).map(([transition, { from, to, access }]) => [
        transition,
        { from, to, access },
      ]),
    ),
  };
}

/** One endpoint per transition, by name: each answers the record as it is after the transition. */
export function transitionEndpointsOf(
  declaration: RecordTransitions,
  row: z.ZodType,
): Readonly<Record<string, Endpoint>> {
  return Object.fromEntries(
    Object.keys(declaration.transitions).map((transition) => [
      transition,
      transitionEndpoint(
        declaration,
        transition,
        row,
        `Take the ${declaration.kind} transition "${transition}" (409 on a stale version; a gated one answers its pending request).`,
      ),
    ]),
  );
}
