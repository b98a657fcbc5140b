import type { RowAction } from './list-actions';
import type { TransitionAction } from './transition-actions';

/**
 * A list's row actions for its records' transitions: each shows on the rows whose `transitions`
 * (what the server offers the caller now, per row) name it, with the screen's label and
 * confirmation; `taking(row, name)` says which is under way.
 */
export function transitionRowActions<Row extends { transitions?: readonly string[] }>(
  actions: Readonly<Record<string, TransitionAction>>,
  onTake: (row: Row, transition: string) => unknown,
  taking?: (row: Row, transition: string) => boolean,
): RowAction<Row>[] {
  return Object.entries(actions).map(([name, action]) => ({
    key: `transition-${name}`,
    label: action.label,
    danger: action.danger,
    confirm: action.confirm,
    shownFor: (row) => row.transitions?.includes(name) ?? false,
    busyFor: taking && ((row) => taking(row, name)),
    onClick: (row) => onTake(row, name),
  }));
}
