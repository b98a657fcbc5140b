import type { FormField } from '../form-schema';

/** A field key is a JavaScript identifier: it names a property of the form's value. */
export const FIELD_KEY_PATTERN = /^[A-Za-z_$][\w$]*$/;

const GENERATED = /^field(\d+)$/;
/** form-generator numbers its fields from 101 (field101, field102 …); so do we. */
const FIRST_NUMBER = 101;

/** Every key in the definition, sub-form columns included, so generated keys never repeat. */
export function allKeys(fields: readonly FormField[]): string[] {
  return fields.flatMap((field) => [
    field.vModel,
    ...(field.tag === 'subForm' ? field.children.map((child) => child.vModel) : []),
  ]);
}

/** The next `fieldNNN` after the highest one in use (form-generator's naming). */
export function nextFieldKey(used: Iterable<string>): string {
  let highest = FIRST_NUMBER - 1;
  for (const key of used) {
    const match = GENERATED.exec(key);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `field${highest + 1}`;
}

export type KeyProblem = 'empty' | 'pattern' | 'duplicate';

/** Why `key` cannot name a field among `siblings` (the other keys at the same level), or null. */
export function keyProblem(key: string, siblings: Iterable<string>): KeyProblem | null {
  if (key.trim() === '') return 'empty';
  if (!FIELD_KEY_PATTERN.test(key)) return 'pattern';
  for (const other of siblings) if (other === key) return 'duplicate';
  return null;
}
