import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { departments } from '../../admin/admin.tables.js';
import { privateSeaRules } from '../private-sea.tables.js';

export type PrivateSeaRuleRecord = typeof privateSeaRules.$inferSelect;

/** Department key of the organization default and of customers/people without a department. */
export const NO_DEPARTMENT = 0;

/**
 * Which enabled rule governs each department of an organization: the department's own rule, else
 * the nearest ancestor's, else the organization default. Key NO_DEPARTMENT (people without a
 * department) gets the default. Departments governed by no rule are absent.
 */
export async function effectiveRules(db: Db, orgId: number): Promise<Map<number, PrivateSeaRuleRecord>> {
  const rules = await db
    .select()
    .from(privateSeaRules)
    .where(
      and(
        eq(privateSeaRules.orgId, orgId),
        eq(privateSeaRules.enabled, true),
        isNull(privateSeaRules.deletedAt),
      ),
    );
  const governing = new Map<number, PrivateSeaRuleRecord>();
  if (rules.length === 0) return governing;
  const byDepartment = new Map(rules.map((rule) => [rule.departmentId ?? NO_DEPARTMENT, rule]));
  const fallback = byDepartment.get(NO_DEPARTMENT);
  if (fallback) governing.set(NO_DEPARTMENT, fallback);
  const tree = await db
    .select({ id: departments.id, parentId: departments.parentId })
    .from(departments)
    .where(eq(departments.orgId, orgId));
  const parentOf = new Map(tree.map(({ id, parentId }) => [id, parentId]));
  for (const { id } of tree) {
    // Walk up to the nearest department with a rule; `seen` guards against a cyclic tree.
    const seen = new Set<number>();
    let current: number | undefined = id;
    let rule: PrivateSeaRuleRecord | undefined;
    while (current !== undefined && current > 0 && !seen.has(current) && !rule) {
      seen.add(current);
      rule = byDepartment.get(current);
      current = parentOf.get(current);
    }
    const chosen = rule ?? fallback;
    if (chosen) governing.set(id, chosen);
  }
  return governing;
}

/** The enabled rule governing a person of `departmentId` (null: no department), if any. */
export async function ruleForDepartment(
  db: Db,
  orgId: number,
  departmentId: number | null,
): Promise<PrivateSeaRuleRecord | undefined> {
  return (await effectiveRules(db, orgId)).get(departmentId ?? NO_DEPARTMENT);
}
