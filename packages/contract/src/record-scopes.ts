import type { MenuKey } from './menu-catalogue.js';

/** A text in both locales (the server answers the caller's). */
export type LocalizedText = { readonly 'zh-CN': string; readonly en: string };

/**
 * Which records of a kind a role's holders see (docs/architecture.md §3a "Data scopes"). Each kind
 * of record (an engine resource, or a hand-written document such as a stock receipt) offers a few
 * scopes; a role chooses one per kind in the role editor (none chosen: the kind's default, which
 * is what everyone saw before scopes could be chosen). A user with several roles sees what any
 * of them sees (the union); the administrator role sees everything.
 * - `all`: every record of the organization;
 * - `owned` (owned records only, their default): the caller's own records, plus those of the
 *   departments their employee record leads;
 * - `participant`: records the caller takes part in (the record's participant field names them);
 * - an assignment scope a module declares (`myWarehouses`): records whose field holds one of the
 *   caller's assignments (the warehouses they manage), read by the server module owning them.
 */
export type ScopeKind = 'all' | 'owned' | 'participant' | 'assignment';

/** A module's scope "records of my <assignments>": declared once, offered by each kind it fits. */
export interface AssignmentScope {
  /** Unique across modules; also the stored scope key (`myWarehouses`). */
  readonly name: string;
  readonly label: LocalizedText;
}

export const defineAssignmentScope = (scope: AssignmentScope): AssignmentScope => scope;

/** What a kind of record declares beyond ownership: participants, and assignment scopes by field. */
export interface ScopesConfig<FieldName extends string = string> {
  /** "Records I take part in": the field holding the participant's user id (a `user` reference). */
  participants?: { field: FieldName };
  /** "Records of my <assignments>": the field of the record matched against the caller's assignments. */
  assignments?: readonly { scope: AssignmentScope; field: FieldName }[];
}

/** One scope a kind of record offers; `field` is the record's field it reads (participant, assignment). */
export interface ScopeOption {
  readonly key: string;
  readonly kind: ScopeKind;
  readonly label: LocalizedText;
  readonly field?: string;
}

/** The scopes one kind of record offers, and its default (what a role without a choice gets). */
export interface RecordScopes {
  /** The resource's name (`warehouse`) or the document's (`stockReceipt`): the stored key. */
  readonly name: string;
  /** The menu whose grant makes a role count for this kind (its scope is chosen with the menu). */
  readonly menuKey: MenuKey;
  readonly options: readonly ScopeOption[];
  readonly defaultKey: string;
}

export const ALL_SCOPE: ScopeOption = {
  key: 'all',
  kind: 'all',
  label: { 'zh-CN': '全部记录', en: 'Every record' },
};
export const OWNED_SCOPE: ScopeOption = {
  key: 'owned',
  kind: 'owned',
  label: { 'zh-CN': '本人及所领导部门的记录', en: "Own and led departments' records" },
};
const participantScope = (field: string): ScopeOption => ({
  key: 'participant',
  kind: 'participant',
  label: { 'zh-CN': '我参与的记录', en: 'Records I take part in' },
  field,
});

/** A scope key as stored and sent: letters and digits (`all`, `myWarehouses`). */
export const SCOPE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

/**
 * The scopes of a kind of record: `all`, `owned` for owned records (then the default), the
 * participant scope when it declares participants, and its assignment scopes.
 */
export function recordScopesOf(declared: {
  name: string;
  menuKey: MenuKey;
  ownership?: boolean;
  scopes?: ScopesConfig;
}): RecordScopes {
  const { scopes = {} } = declared;
  const options: ScopeOption[] = [
    ...(declared.ownership ? [OWNED_SCOPE] : []),
    ALL_SCOPE,
    ...(scopes.participants ? [participantScope(scopes.participants.field)] : []),
    ...(scopes.assignments ?? []).map(({ scope, field }) => ({
      key: scope.name,
      kind: 'assignment' as const,
      label: scope.label,
      field,
    })),
  ];
  const keys = options.map((option) => option.key);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated) throw new Error(`${declared.name}: the scope "${repeated}" is offered twice`);
  const malformed = keys.find((key) => !SCOPE_KEY_PATTERN.test(key));
  if (malformed) throw new Error(`${declared.name}: "${malformed}" is not a scope key`);
  return { name: declared.name, menuKey: declared.menuKey, options, defaultKey: options[0]!.key };
}
