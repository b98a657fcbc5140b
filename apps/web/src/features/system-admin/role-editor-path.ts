/** The role editor's route (menu roleCreate); an existing role opens it with `?id=`. */
export const ROLE_EDITOR_PATH = '/system/role/create';
export const ROLE_LIST_PATH = '/system/role/list';

export function roleEditorPath(id: number | null): string {
  return id === null ? ROLE_EDITOR_PATH : `${ROLE_EDITOR_PATH}?id=${id}`;
}
