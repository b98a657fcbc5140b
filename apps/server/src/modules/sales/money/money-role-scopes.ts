import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { roleDataScopes, roles } from '../../admin/admin.tables.js';

/**
 * The demo roles' data scopes on the money documents (docs/sales-money.md, Data scope): finance
 * sees every collection, invoice and return; a warehouse keeper the returns into their
 * warehouses. Salespeople keep the default: the documents of the orders they own.
 */
export async function seedMoneyRoleScopes(tx: Db, orgId: number): Promise<void> {
  const held = await tx
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), inArray(roles.code, ['finance', 'warehouse'])));
  const idOf = (code: string) => held.find((role) => role.code === code)?.id;
  const rows = [
    ...['collectOrder', 'invoice', 'returnOrder'].map((resource) => ({
      roleId: idOf('finance'),
      resource,
      scope: 'all',
    })),
    { roleId: idOf('warehouse'), resource: 'returnOrder', scope: 'myWarehouses' },
  ].filter((row): row is { roleId: number; resource: string; scope: string } => row.roleId !== undefined);
  if (rows.length > 0) await tx.insert(roleDataScopes).values(rows).onConflictDoNothing();
}
