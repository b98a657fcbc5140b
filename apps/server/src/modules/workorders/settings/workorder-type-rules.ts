import type { StoredFormField } from '@atrium/contract';
import type { WorkOrderTypeInput } from '@atrium/contract/endpoints/workorder-settings';
import type { Db } from '../../../platform/db/database.js';
import { fieldError } from '../../../platform/http/app-error.js';
import type { Member } from '../../../platform/http/request-context.js';
import { assertEnabledGroup } from '../work-order-parties.js';

/**
 * 工单设置 › 工单类型: what a type must hold beyond the contract's schemas, checked before the
 * type service writes it. A form's values are stored under each field's key, so a key may appear
 * once per level (a sub-form's columns are their own level); a new work order of the type goes to
 * its default group, so that group must be one the organization has enabled.
 */

function assertKeysOnce(fields: readonly StoredFormField[], path: string): void {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.vModel))
      throw fieldError(`${path}.${index}.vModel`, 'workorders.formKeyRepeated', { key: field.vModel });
    seen.add(field.vModel);
    if (field.children) assertKeysOnce(field.children, `${path}.${index}.children`);
  });
}

export async function assertWorkOrderTypeInput(
  db: Db,
  member: Member,
  input: WorkOrderTypeInput,
): Promise<void> {
  if (input.form) assertKeysOnce(input.form.fields, 'form.fields');
  if (input.defaultGroupId === null || input.defaultGroupId === undefined) return;
  await assertEnabledGroup(db, member.orgId, input.defaultGroupId, 'defaultGroupId');
}
