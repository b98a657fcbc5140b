import type { FormField, SubFormField } from '../form-schema';
import { allKeys, nextFieldKey } from './field-keys';

/** A field on the canvas: a top-level index, and a column index inside a sub-form. */
export interface FieldPath {
  index: number;
  child?: number;
}

export interface DesignerState {
  fields: FormField[];
  selected: FieldPath | null;
  past: FormField[][];
  future: FormField[][];
  /** The last property edit, so typing a label makes one undo step rather than one per key. */
  lastEdit: string | null;
}

export type DesignerAction =
  | { type: 'load'; fields: FormField[] }
  /** `build` receives a fresh key (fieldNNN); `into` adds a column to that sub-form. */
  | { type: 'add'; build: (key: string) => FormField; at?: number; into?: number }
  | { type: 'move'; from: FieldPath; to: number }
  | { type: 'shift'; path: FieldPath; by: -1 | 1 }
  | { type: 'remove'; path: FieldPath }
  | { type: 'duplicate'; path: FieldPath }
  | { type: 'update'; path: FieldPath; patch: Record<string, unknown> }
  | { type: 'select'; path: FieldPath | null }
  | { type: 'undo' }
  | { type: 'redo' };

const HISTORY_LIMIT = 100;

export function initialDesignerState(fields: FormField[]): DesignerState {
  return { fields, selected: null, past: [], future: [], lastEdit: null };
}

export function fieldAt(fields: readonly FormField[], path: FieldPath | null): FormField | undefined {
  if (!path) return undefined;
  const top = fields[path.index];
  if (path.child === undefined) return top;
  return top?.tag === 'subForm' ? top.children[path.child] : undefined;
}

export function samePath(a: FieldPath | null, b: FieldPath | null): boolean {
  return a?.index === b?.index && a?.child === b?.child;
}

/** The list a path lives in (the form's fields or a sub-form's columns), edited by `change`. */
function editLevel(
  fields: FormField[],
  path: FieldPath,
  change: (list: FormField[]) => FormField[],
): FormField[] {
  if (path.child === undefined) return change([...fields]);
  return fields.map((field, index) =>
    index === path.index && field.tag === 'subForm'
      ? ({ ...field, children: change([...field.children]) } as SubFormField)
      : field,
  );
}

const position = (path: FieldPath) => path.child ?? path.index;
const withPosition = (path: FieldPath, at: number): FieldPath =>
  path.child === undefined ? { index: at } : { index: path.index, child: at };

function levelLength(fields: FormField[], path: FieldPath): number {
  if (path.child === undefined) return fields.length;
  const top = fields[path.index];
  return top?.tag === 'subForm' ? top.children.length : 0;
}

/** Applies a change to the fields, recording the previous fields for undo. */
function commit(
  state: DesignerState,
  fields: FormField[],
  selected: FieldPath | null,
  edit: string | null = null,
) {
  const coalesce = edit !== null && edit === state.lastEdit;
  return {
    fields,
    selected,
    past: coalesce ? state.past : [...state.past, state.fields].slice(-HISTORY_LIMIT),
    future: [],
    lastEdit: edit,
  };
}

function withoutUndefined(field: FormField, patch: Record<string, unknown>): FormField {
  const next: Record<string, unknown> = { ...field, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
  return next as unknown as FormField;
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  const { fields } = state;
  switch (action.type) {
    case 'load':
      return commit(state, action.fields, null);
    case 'select':
      return { ...state, selected: action.path, lastEdit: null };
    case 'add': {
      const field = action.build(nextFieldKey(allKeys(fields)));
      if (action.into !== undefined) {
        const parent = fields[action.into];
        if (parent?.tag !== 'subForm' || field.tag === 'subForm') return state;
        const at = Math.min(action.at ?? parent.children.length, parent.children.length);
        const path = { index: action.into, child: at };
        return commit(
          state,
          editLevel(fields, path, (list) => insertAt(list, at, field)),
          path,
        );
      }
      const at = Math.min(action.at ?? fields.length, fields.length);
      return commit(
        state,
        editLevel(fields, { index: at }, (list) => insertAt(list, at, field)),
        {
          index: at,
        },
      );
    }
    case 'move':
    case 'shift': {
      const from = action.type === 'move' ? action.from : action.path;
      const start = position(from);
      const length = levelLength(fields, from);
      const wanted = action.type === 'move' ? action.to : start + action.by;
      // `to` counts slots before the move; removing the field first shifts later slots down.
      const target = action.type === 'move' && wanted > start ? wanted - 1 : wanted;
      if (start >= length || target < 0 || target >= length || target === start) return state;
      const moved = editLevel(fields, from, (list) => {
        const [field] = list.splice(start, 1);
        if (field) list.splice(target, 0, field);
        return list;
      });
      return commit(state, moved, withPosition(from, target));
    }
    case 'remove': {
      if (!fieldAt(fields, action.path)) return state;
      const at = position(action.path);
      const next = editLevel(fields, action.path, (list) => list.filter((_, item) => item !== at));
      const left = levelLength(next, action.path);
      const selected =
        left > 0
          ? withPosition(action.path, Math.min(at, left - 1))
          : action.path.child !== undefined
            ? { index: action.path.index }
            : null;
      return commit(state, next, selected);
    }
    case 'duplicate': {
      const original = fieldAt(fields, action.path);
      if (!original) return state;
      const used = allKeys(fields);
      const copy = structuredClone(original);
      copy.vModel = nextFieldKey(used);
      if (copy.tag === 'subForm') {
        const keys = [...used, copy.vModel];
        for (const child of copy.children) {
          child.vModel = nextFieldKey(keys);
          keys.push(child.vModel);
        }
      }
      const at = position(action.path) + 1;
      return commit(
        state,
        editLevel(fields, action.path, (list) => insertAt(list, at, copy)),
        withPosition(action.path, at),
      );
    }
    case 'update': {
      const target = fieldAt(fields, action.path);
      if (!target) return state;
      const at = position(action.path);
      const updated = withoutUndefined(target, action.patch);
      const next = editLevel(fields, action.path, (list) =>
        list.map((item, index) => (index === at ? updated : item)),
      );
      const edit = `${action.path.index}.${action.path.child ?? ''}:${Object.keys(action.patch).sort().join(',')}`;
      return commit(state, next, state.selected, edit);
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        fields: previous,
        selected: keepSelection(previous, state.selected),
        past: state.past.slice(0, -1),
        future: [state.fields, ...state.future],
        lastEdit: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        fields: next,
        selected: keepSelection(next, state.selected),
        past: [...state.past, state.fields],
        future: rest,
        lastEdit: null,
      };
    }
  }
}

function insertAt(list: FormField[], at: number, field: FormField): FormField[] {
  return [...list.slice(0, at), field, ...list.slice(at)];
}

function keepSelection(fields: FormField[], selected: FieldPath | null): FieldPath | null {
  return fieldAt(fields, selected) ? selected : null;
}
