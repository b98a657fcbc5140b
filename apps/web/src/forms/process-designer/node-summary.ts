import type { AssigneeRule, BranchCondition, StoredFormDefinition } from '@atrium/contract';
import type { TFunction } from 'i18next';
import { useReferenceLabels } from '../../resources/reference-options';

const SOURCE_OF_RULE = { users: 'user', roles: 'role' } as const;

/** Names of these ids in a reference source, joined, `#id` until known. */
function useNames(source: string, ids: readonly number[]): string {
  const labels = useReferenceLabels(source, ids);
  const known = new Map((labels.data ?? []).map((option) => [option.id, option.label]));
  return ids.map((id) => known.get(id) ?? `#${id}`).join('、');
}

const fieldLabel = (form: StoredFormDefinition, key: string) =>
  form.fields.find((field) => field.vModel === key)?.label ?? key;

/** Who an approver or CC node reaches, in one line. */
export function useAssigneeSummary(
  rule: AssigneeRule,
  form: StoredFormDefinition,
  t: TFunction<'processDesigner'>,
): string {
  const source = rule.kind === 'users' || rule.kind === 'roles' ? SOURCE_OF_RULE[rule.kind] : 'user';
  const ids = rule.kind === 'users' ? rule.userIds : rule.kind === 'roles' ? rule.roleIds : [];
  const names = useNames(source, ids);
  switch (rule.kind) {
    case 'users':
      return t('summary.users', { names });
    case 'roles':
      return t('summary.roles', { names });
    case 'leader':
      return rule.levels === 1 ? t('summary.leader1') : t('summary.leaderN', { n: rule.levels });
    case 'initiatorChoice':
      return t('summary.initiatorChoice');
    case 'formField':
      return t('summary.formField', { label: fieldLabel(form, rule.field) });
  }
}

/** A branch's conditions in one line (金额 大于 5000，且发起人角色：财务). */
export function useConditionSummary(
  conditions: readonly BranchCondition[],
  form: StoredFormDefinition,
  t: TFunction<'processDesigner'>,
): string {
  const departmentIds = conditions.flatMap((c) => (c.kind === 'initiatorDepartment' ? c.departmentIds : []));
  const roleIds = conditions.flatMap((c) => (c.kind === 'initiatorRole' ? c.roleIds : []));
  const departments = useNames('department', departmentIds);
  const roles = useNames('role', roleIds);
  return conditions
    .map((condition) => {
      if (condition.kind === 'initiatorDepartment') return t('summary.department', { names: departments });
      if (condition.kind === 'initiatorRole') return t('summary.role', { names: roles });
      const value = condition.operator === 'in' ? (condition.values ?? []).join('、') : condition.value;
      return `${fieldLabel(form, condition.field)} ${t(`op.${condition.operator}`)} ${value}`;
    })
    .join(t('summary.and'));
}
