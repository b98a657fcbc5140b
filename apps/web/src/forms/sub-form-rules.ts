import type { SubFormField } from './form-schema';

/** What a sub-form lets the user do (spec §3 flags addButton, deleteButton, canEdit; §4). */
export interface SubFormPermissions {
  canEdit: boolean;
  canAdd: boolean;
  canRemove(rowIndex: number): boolean;
}

export function subFormPermissions(field: SubFormField, preview: boolean): SubFormPermissions {
  const canEdit = !preview && field.canEdit !== false;
  const deletable = canEdit && field.deleteButton !== false;
  return {
    canEdit,
    canAdd: canEdit && field.addButton !== false,
    // The first row of a vertical sub-form stays (spec §4).
    canRemove: (rowIndex) => deletable && !(field.mode === 'vertical' && rowIndex === 0),
  };
}
