import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { lineColumns } from '../../platform/resources/line-columns.js';
import { ownedColumns, resourceColumns } from '../../platform/resources/resource-columns.js';

/** 供应商 (resource engine, owned like customers): see packages/contract/src/resources/supplier.ts. */
export const suppliers = pgTable(
  'supply_suppliers',
  {
    ...resourceColumns(),
    ...ownedColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().default(''),
    status: text('status').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    taxNumber: text('tax_number').notNull().default(''),
    invoiceTitle: text('invoice_title').notNull().default(''),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('supply_suppliers_org_code_idx').on(t.orgId, t.code).where(sql`${t.deletedAt} is null`),
    // The data scope filters every list on the owner or the owner's department.
    index('supply_suppliers_org_owner_idx').on(t.orgId, t.ownerUserId),
    index('supply_suppliers_org_department_idx').on(t.orgId, t.ownerDepartmentId),
  ],
);

/** A supplier's contacts: the resource's lines, written and audited with the supplier. */
export const supplierContacts = pgTable(
  'supply_supplier_contacts',
  {
    ...lineColumns(() => suppliers.id),
    contactName: text('contact_name').notNull(),
    position: text('position').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    primary: boolean('primary').notNull().default(false),
  },
  (t) => [index('supply_supplier_contacts_parent_idx').on(t.parentId, t.lineNo)],
);
