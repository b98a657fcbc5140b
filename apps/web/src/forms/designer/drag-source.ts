import type { FieldTag } from '../form-schema';
import type { FieldPath } from './designer-state';

/**
 * What is being dragged. Kept in a ref rather than in the drag event's dataTransfer, which
 * browsers hide until the drop (so a drop target could not tell a field from a palette kind).
 */
export type DragSource = { source: 'palette'; tag: FieldTag } | { source: 'canvas'; path: FieldPath };

/** Where a drop would land: a slot of the form's fields, or of one sub-form's columns. */
export interface DropSlot {
  /** Undefined for the form itself; the sub-form's index for its columns. */
  subForm?: number;
  at: number;
}

/** Before or after the hovered card, by which half of it the pointer is over. */
export function slotAround(event: { clientY: number; currentTarget: Element }, index: number): number {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? index : index + 1;
}
