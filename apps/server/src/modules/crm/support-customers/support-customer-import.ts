import {
  CRM_IMPORT_MAX_ROWS,
  crmCustomersApi,
  crmSupportCustomersApi,
  type Locale,
  SUPPORT_CUSTOMER_IMPORT_FIELDS,
} from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DataScope } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { bindRowImport } from '../../../platform/import/bind-import.js';
import type { ImportShape } from '../../../platform/import/import-columns.js';
import type { RowImporter } from '../../../platform/import/run-row-import.js';
import { writeRowByRow } from '../../../platform/import/write-row-by-row.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { customerScopeOf, supportCustomerScopeOf } from '../crm-data-scopes.js';
import { planCrmRows } from '../customers/crm-rows-import.js';
import { crmSupportGroups } from '../support.tables.js';
import { createSupportCustomer } from './support-customers.service.js';

const text = (max: number) => z.string().trim().max(max);

/** One row as POST .../support/customer would check it; the group is named, not numbered. */
const supportCustomerImportRow = z.object({
  name: text(100).min(1),
  phone: crmCustomersApi.customerPhone.default(''),
  group: text(100).default(''),
  address: text(200).default(''),
  remark: text(500).default(''),
});
type SupportCustomerImportRow = z.output<typeof supportCustomerImportRow>;

export const supportCustomerImportShape: ImportShape = {
  fields: SUPPORT_CUSTOMER_IMPORT_FIELDS,
  schemas: { create: supportCustomerImportRow },
  maxRows: CRM_IMPORT_MAX_ROWS,
};

/** The organization's support groups by name. */
async function groupsByName(db: Db, orgId: number) {
  const groups = await db
    .select({ id: crmSupportGroups.id, name: crmSupportGroups.name })
    .from(crmSupportGroups)
    .where(and(eq(crmSupportGroups.orgId, orgId)));
  return new Map(groups.map((group) => [group.name.trim().toLowerCase(), group.id]));
}

/**
 * 售后客户 import: every row goes through createSupportCustomer (a named group's enabled rule
 * picks the handler), with the shared duplicate-phone rules; an unknown group is a row error.
 */
export function supportCustomerImporter(
  db: Db,
  actor: Actor,
  scope: DataScope,
  customerScope: DataScope,
  locale: Locale,
): RowImporter {
  let groups: Map<string, number> | undefined;
  const groupIdOf = async (name: string) => {
    groups ??= await groupsByName(db, actor.orgId);
    return groups.get(name.toLowerCase());
  };
  return {
    shape: supportCustomerImportShape,
    plan: (good) =>
      planCrmRows(db, actor.orgId, supportCustomerImportShape.fields, good, locale, async (values) => {
        const { group } = values as SupportCustomerImportRow;
        if (group === '' || (await groupIdOf(group)) !== undefined) return undefined;
        return { field: 'group', key: 'support.groupUnavailable' };
      }),
    commit: (plans, mode) =>
      writeRowByRow(db, plans, mode, locale, async (runner, { values }) => {
        const { group, ...fields } = values as SupportCustomerImportRow;
        await createSupportCustomer(runner, actor, scope, customerScope, {
          ...fields,
          customerId: null,
          groupId: group === '' ? null : ((await groupIdOf(group)) ?? null),
          handlerUserId: null,
          status: 'pending',
        });
      }),
  };
}

/** 售后客户 import endpoints (template + import). */
export function bindSupportCustomerImports(app: FastifyInstance, db: Db): void {
  bindRowImport(
    app,
    {
      template: crmSupportCustomersApi.supportCustomerImportTemplate,
      import: crmSupportCustomersApi.supportCustomerImport,
    },
    {
      shape: supportCustomerImportShape,
      menuKey: 'supportCustomerList',
      importer: async ({ member, locale }, actor) =>
        supportCustomerImporter(
          db,
          actor,
          await supportCustomerScopeOf(db, member),
          await customerScopeOf(db, member),
          locale,
        ),
    },
  );
}
