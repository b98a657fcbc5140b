import type { BranchCondition, ConditionBranch } from '@atrium/contract';

/**
 * Branch conditions of a flow (docs/approvals.md "Condition branches"), pure. Numbers compare
 * exactly as decimals: `"5000.01" > "5000"` is decided on scaled BigInts, never on floats.
 */

/** What conditions read: the form and where the initiator stands. */
export interface WalkContext {
  formData: Readonly<Record<string, unknown>>;
  /** The initiator's department and every department above it. */
  departmentChain: readonly number[];
  /** The initiator's enabled roles in the organization. */
  roleIds: readonly number[];
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** A decimal as sign, digits and scale; null when the value is not a plain decimal number. */
function parseDecimal(value: unknown): { units: bigint; scale: number } | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim();
  else return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const fraction = match[3] ?? '';
  const units = BigInt(`${match[2]}${fraction}`);
  return { units: match[1] === '-' ? -units : units, scale: fraction.length };
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`; null when either is not a decimal. */
export function compareDecimals(a: unknown, b: unknown): -1 | 0 | 1 | null {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  if (!left || !right) return null;
  const scale = Math.max(left.scale, right.scale);
  const l = left.units * 10n ** BigInt(scale - left.scale);
  const r = right.units * 10n ** BigInt(scale - right.scale);
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Equal as decimals when both are numbers, else as text. */
function sameValue(actual: unknown, expected: string): boolean {
  const compared = compareDecimals(actual, expected);
  if (compared !== null) return compared === 0;
  return typeof actual === 'string' || typeof actual === 'number' || typeof actual === 'boolean'
    ? String(actual) === expected
    : false;
}

function fieldHolds(condition: Extract<BranchCondition, { kind: 'field' }>, actual: unknown): boolean {
  const { operator, value } = condition;
  switch (operator) {
    case 'eq':
      return sameValue(actual, value);
    case 'neq':
      return actual !== undefined && actual !== null && actual !== '' && !sameValue(actual, value);
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const compared = compareDecimals(actual, value);
      if (compared === null) return false;
      if (operator === 'gt') return compared > 0;
      if (operator === 'gte') return compared >= 0;
      if (operator === 'lt') return compared < 0;
      return compared <= 0;
    }
    case 'in':
      return (condition.values ?? []).some((expected) => sameValue(actual, expected));
    case 'contains':
      if (Array.isArray(actual)) return actual.some((item) => sameValue(item, value));
      return typeof actual === 'string' && actual.includes(value);
  }
}

export function conditionHolds(condition: BranchCondition, context: WalkContext): boolean {
  switch (condition.kind) {
    case 'field':
      return fieldHolds(condition, context.formData[condition.field]);
    case 'initiatorDepartment':
      return condition.departmentIds.some((id) => context.departmentChain.includes(id));
    case 'initiatorRole':
      return condition.roleIds.some((id) => context.roleIds.includes(id));
  }
}

/**
 * The branch a condition node takes: the first non-default branch whose conditions all hold, else
 * the default one (else the last, should a flow lack a default: exactly one is always taken).
 */
export function pickBranch(branches: readonly ConditionBranch[], context: WalkContext): ConditionBranch {
  const chosen = branches.find(
    (branch) =>
      !branch.isDefault &&
      branch.conditions.length > 0 &&
      branch.conditions.every((condition) => conditionHolds(condition, context)),
  );
  return chosen ?? branches.find((branch) => branch.isDefault) ?? branches[branches.length - 1]!;
}
