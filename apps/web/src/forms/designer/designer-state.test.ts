import { describe, expect, it } from 'vitest';
import type { FormField } from '../form-schema';
import {
  type DesignerAction,
  type DesignerState,
  designerReducer,
  initialDesignerState,
} from './designer-state';
import { keyProblem, nextFieldKey } from './field-keys';

const FIELDS: FormField[] = [
  { tag: 'input', label: 'A', vModel: 'a' },
  { tag: 'number', label: 'B', vModel: 'field105' },
  {
    tag: 'subForm',
    label: 'S',
    vModel: 's',
    mode: 'horizontal',
    children: [
      { tag: 'input', label: 'C1', vModel: 'c1' },
      { tag: 'input', label: 'C2', vModel: 'c2' },
    ],
  },
];

const run = (...actions: DesignerAction[]): DesignerState =>
  actions.reduce(designerReducer, initialDesignerState(structuredClone(FIELDS)));
const keys = (state: DesignerState) => state.fields.map((field) => field.vModel);
const childKeys = (state: DesignerState) => {
  const sub = state.fields.find((field) => field.tag === 'subForm');
  return sub?.tag === 'subForm' ? sub.children.map((child) => child.vModel) : [];
};

describe('designer state', () => {
  it('adds with the next fieldNNN key, at the end or a slot, and selects the new field', () => {
    const build = (key: string): FormField => ({ tag: 'input', label: 'new', vModel: key });
    const appended = run({ type: 'add', build });
    expect(keys(appended)).toEqual(['a', 'field105', 's', 'field106']);
    expect(appended.selected).toEqual({ index: 3 });
    const inserted = run({ type: 'add', build, at: 1 });
    expect(keys(inserted)).toEqual(['a', 'field106', 'field105', 's']);
    const column = run({ type: 'add', build, into: 2, at: 0 });
    expect(childKeys(column)).toEqual(['field106', 'c1', 'c2']);
    expect(column.selected).toEqual({ index: 2, child: 0 });
  });

  it('refuses a sub-form inside a sub-form', () => {
    const state = run({
      type: 'add',
      build: (key) => ({ tag: 'subForm', label: 'x', vModel: key, mode: 'vertical', children: [] }),
      into: 2,
    });
    expect(childKeys(state)).toEqual(['c1', 'c2']);
  });

  it('moves by drop slot and by one step, within a level', () => {
    expect(keys(run({ type: 'move', from: { index: 0 }, to: 3 }))).toEqual(['field105', 's', 'a']);
    expect(keys(run({ type: 'move', from: { index: 2 }, to: 0 }))).toEqual(['s', 'a', 'field105']);
    expect(keys(run({ type: 'shift', path: { index: 1 }, by: -1 }))).toEqual(['field105', 'a', 's']);
    expect(keys(run({ type: 'shift', path: { index: 0 }, by: -1 }))).toEqual(['a', 'field105', 's']);
    const child = run({ type: 'shift', path: { index: 2, child: 0 }, by: 1 });
    expect(childKeys(child)).toEqual(['c2', 'c1']);
    expect(child.selected).toEqual({ index: 2, child: 1 });
  });

  it('duplicates with fresh keys (columns too) and removes, selecting a neighbour', () => {
    const copied = run({ type: 'duplicate', path: { index: 2 } });
    expect(keys(copied)).toEqual(['a', 'field105', 's', 'field106']);
    const copy = copied.fields[3];
    expect(copy?.tag === 'subForm' && copy.children.map((c) => c.vModel)).toEqual(['field107', 'field108']);
    const removed = run({ type: 'select', path: { index: 2 } }, { type: 'remove', path: { index: 2 } });
    expect(keys(removed)).toEqual(['a', 'field105']);
    expect(removed.selected).toEqual({ index: 1 });
  });

  it('updates a property, dropping undefined ones, and undoes typing as one step', () => {
    const typed = run(
      { type: 'update', path: { index: 0 }, patch: { label: 'A1' } },
      { type: 'update', path: { index: 0 }, patch: { label: 'A12' } },
      { type: 'update', path: { index: 0 }, patch: { placeholder: 'p' } },
    );
    expect(typed.fields[0]).toMatchObject({ label: 'A12', placeholder: 'p' });
    const cleared = designerReducer(typed, {
      type: 'update',
      path: { index: 0 },
      patch: { placeholder: undefined },
    });
    expect('placeholder' in (cleared.fields[0] ?? {})).toBe(false);
    // Setting and clearing the placeholder is one run of edits on one property: one undo step.
    const undone = designerReducer(cleared, { type: 'undo' });
    expect(undone.fields[0]).toMatchObject({ label: 'A12' });
    expect(undone.fields[0]?.placeholder).toBeUndefined();
    const back = designerReducer(undone, { type: 'undo' });
    expect(back.fields[0]?.label).toBe('A');
    expect(back.past).toEqual([]);
    expect(designerReducer(back, { type: 'redo' }).fields[0]?.label).toBe('A12');
  });

  it('checks keys: identifiers, unique among siblings', () => {
    expect(nextFieldKey(['a', 'field101', 'field120'])).toBe('field121');
    expect(nextFieldKey([])).toBe('field101');
    expect(keyProblem('', ['a'])).toBe('empty');
    expect(keyProblem('1abc', ['a'])).toBe('pattern');
    expect(keyProblem('a', ['a'])).toBe('duplicate');
    expect(keyProblem('b_2', ['a'])).toBeNull();
  });
});
