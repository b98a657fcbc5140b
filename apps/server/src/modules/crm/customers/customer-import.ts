import { CRM_IMPORT_MAX_ROWS, CUSTOMER_IMPORT_FIELDS, crmCustomersApi, type Locale } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database.js';
import { bindRowImport } from '../../../platform/import/bind-import.js';
import type { ImportShape } from '../../../platform/import/import-columns.js';
import type { RowImporter } from '../../../platform/import/run-row-import.js';
import { writeRowByRow } from '../../../platform/import/write-row-by-row.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { heldBy } from '../private-sea/claim-guard.js';
import { ruleForDepartment } from '../private-sea/effective-rules.js';
import { planCrmRows, type RowProblem } from './crm-rows-import.js';
import { createCustomer } from './customer-create.service.js';
import { ownerDepartmentOf } from './customer-ownership.service.js';

const text = (max: number) => z.string().trim().max(max);

/** One row as the create endpoint's body would check it; dictionary cells are resolved afterwards. */
const customerImportRow = z.object({
  name: text(crmCustomersApi.CUSTOMER_NAME_MAX).min(1),
  phone: crmCustomersApi.customerPhone.default(''),
  contactName: text(64).default(''),
  source: text(100).default(''),
  level: text(100).default(''),
  stage: text(100).default(''),
  address: text(200).default(''),
  remark: text(crmCustomersApi.CUSTOMER_REASON_MAX).default(''),
});
type CustomerImportRow = z.output<typeof customerImportRow>;

export const customerImportShape: ImportShape = {
  fields: CUSTOMER_IMPORT_FIELDS,
  schemas: { create: customerImportRow },
  maxRows: CRM_IMPORT_MAX_ROWS,
};

/**
 * The private-sea maximum of the importer's rule: rows beyond what they may still hold are
 * refused (in file order), as a claim beyond it would be.
 */
async function capOf(db: Db, actor: Actor): Promise<() => Promise<RowProblem | undefined>> {
  const department = await ownerDepartmentOf(db, actor.orgId, actor.userId);
  const rule = await ruleForDepartment(db, actor.orgId, department);
  if (!rule || rule.maxHeld === null) return async () => undefined;
  const max = rule.maxHeld;
  let room = max - (await heldBy(db, actor.orgId, actor.userId));
  return async () => (room-- > 0 ? undefined : { key: 'import.maxHeld', params: { max } });
}

/**
 * 客户公海 (toPool: rows land unowned) and 客户列表 (rows owned by the importer) imports: every row
 * goes through createCustomer, so it gets its sn, a `created` timeline row and an audit entry.
 */
export function customerImporter(db: Db, actor: Actor, locale: Locale, toPool: boolean): RowImporter {
  const { fields } = customerImportShape;
  return {
    shape: customerImportShape,
    plan: async (good) =>
      planCrmRows(db, actor.orgId, fields, good, locale, toPool ? undefined : await capOf(db, actor)),
    commit: (plans, mode) =>
      writeRowByRow(db, plans, mode, locale, async (runner, { values }) => {
        const { contactName, ...profile } = values as CustomerImportRow;
        const contacts = contactName ? [{ name: contactName, phone: profile.phone, role: '' }] : [];
        await createCustomer(runner, actor, { ...profile, contacts, toPool });
      }),
  };
}

/** 客户公海 and 客户列表 import endpoints (template + import), guarded by each list's `import` oper. */
export function bindCustomerImports(app: FastifyInstance, db: Db): void {
  const api = crmCustomersApi;
  const lists = [
    { menuKey: 'customerPoolList', template: api.customerPoolImportTemplate, import: api.customerPoolImport },
    { menuKey: 'customerList', template: api.customerImportTemplate, import: api.customerImport },
  ];
  for (const { menuKey, ...endpoints } of lists) {
    const toPool = menuKey === 'customerPoolList';
    bindRowImport(app, endpoints, {
      shape: customerImportShape,
      menuKey,
      importer: async ({ locale }, actor) => customerImporter(db, actor, locale, toPool),
    });
  }
}
