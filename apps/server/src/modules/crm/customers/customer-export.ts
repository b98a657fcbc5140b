import { commonApi, type Locale } from '@atrium/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import type { ExportInput, ListExporter } from '../../../platform/resources/export/export-jobs.js';
import {
  type ExportColumnDef,
  tableSource,
  textCell,
  timeCell,
} from '../../../platform/resources/export/export-table.js';
import { idKeysetBatches } from '../../../platform/resources/export/id-keyset-batches.js';
import { departments } from '../../admin/admin.tables.js';
import { listDictItems } from '../../common/common.service.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import { customerContacts, customers } from '../customers.tables.js';
import { tagIdsByCustomer } from '../tag-links/customer-tag-ids.js';
import { customerTags } from '../tags.tables.js';
import { heldCustomersWhere, poolCustomersWhere, selectCustomers } from './customer-queries.service.js';

/**
 * Exports of 客户列表 and 客户公海: the list's filters (tags and owner included), in the list's
 * scope derived again when the job runs (the customer list: the requester's data scope now).
 * Phones are whole, as the lists show them; dictionary codes become the organization's labels.
 */
type Filters = Parameters<typeof heldCustomersWhere>[2];

interface CustomerExportRow {
  id: number;
  sn: string;
  name: string;
  phone: string;
  source: string;
  level: string;
  stage: string;
  contacts: string;
  tags: string;
  ownerName: string | null;
  departmentName: string | null;
  address: string;
  lastFollowUpAt: Date | null;
  createdAt: Date;
}

/** A dictionary's label of a code in the file's language (the code itself when the dictionary lacks it). */
async function dictLabeller(db: Db, orgId: number, type: string, locale: Locale) {
  const items = await listDictItems(db, orgId, type);
  const labels = new Map(items.map((item) => [item.value, commonApi.dictItemLabel(item, locale)]));
  return (code: string) => (code ? (labels.get(code) ?? code) : '');
}

async function columnsFor(
  db: Db,
  orgId: number,
  locale: Locale,
): Promise<ExportColumnDef<CustomerExportRow>[]> {
  const [source, level, stage] = await Promise.all(
    ['customerSource', 'customerLevel', 'customerStage'].map((type) => dictLabeller(db, orgId, type, locale)),
  );
  return [
    { title: { 'zh-CN': '客户编号', en: 'Customer no.' }, cell: (row) => textCell(row.sn) },
    { title: { 'zh-CN': '客户名称', en: 'Name' }, cell: (row) => textCell(row.name) },
    { title: { 'zh-CN': '联系电话', en: 'Phone' }, cell: (row) => textCell(row.phone) },
    { title: { 'zh-CN': '联系人', en: 'Contacts' }, cell: (row) => textCell(row.contacts) },
    { title: { 'zh-CN': '客户来源', en: 'Source' }, cell: (row) => textCell(source!(row.source)) },
    { title: { 'zh-CN': '客户等级', en: 'Level' }, cell: (row) => textCell(level!(row.level)) },
    { title: { 'zh-CN': '客户阶段', en: 'Stage' }, cell: (row) => textCell(stage!(row.stage)) },
    { title: { 'zh-CN': '标签', en: 'Tags' }, cell: (row) => textCell(row.tags) },
    { title: { 'zh-CN': '负责人', en: 'Owner' }, cell: (row) => textCell(row.ownerName) },
    { title: { 'zh-CN': '所属部门', en: 'Department' }, cell: (row) => textCell(row.departmentName) },
    { title: { 'zh-CN': '地址', en: 'Address' }, cell: (row) => textCell(row.address) },
    { title: { 'zh-CN': '最后跟进时间', en: 'Last follow-up' }, cell: (row) => timeCell(row.lastFollowUpAt) },
    { title: { 'zh-CN': '创建时间', en: 'Created at' }, cell: (row) => timeCell(row.createdAt) },
  ];
}

/** Each customer's contacts in one cell: `周采购（采购经理） 13600000111；林总 13600000141`. */
async function contactsByCustomer(db: Db, orgId: number, customerIds: number[]) {
  const rows = await db
    .select({
      customerId: customerContacts.customerId,
      name: customerContacts.name,
      role: customerContacts.role,
      phone: customerContacts.phone,
    })
    .from(customerContacts)
    .where(and(eq(customerContacts.orgId, orgId), inArray(customerContacts.customerId, customerIds)))
    .orderBy(asc(customerContacts.customerId), asc(customerContacts.id));
  const byCustomer = new Map<number, string[]>();
  for (const { customerId, name, role, phone } of rows) {
    const text = `${name}${role ? `（${role}）` : ''}${phone ? ` ${phone}` : ''}`;
    byCustomer.set(customerId, [...(byCustomer.get(customerId) ?? []), text]);
  }
  return new Map([...byCustomer].map(([id, texts]) => [id, texts.join('；')]));
}

/** The matching customers newest first with their owner, department and tag names. */
async function* customerBatches(db: Db, orgId: number, where: SQL, signal: AbortSignal) {
  const tagNames = new Map(
    (
      await db
        .select({ id: customerTags.id, name: customerTags.name })
        .from(customerTags)
        .where(eq(customerTags.orgId, orgId))
    ).map((tag) => [tag.id, tag.name]),
  );
  const departmentNames = new Map(
    (
      await db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(eq(departments.orgId, orgId))
    ).map((department) => [department.id, department.name]),
  );
  const select = (condition: SQL) => selectCustomers(db).where(condition);
  const rows = idKeysetBatches(signal, customers.id, where, select, (row) => row.customer.id);
  for await (const batch of rows) {
    const ids = batch.map((row) => row.customer.id);
    const tagIds = await tagIdsByCustomer(db, orgId, ids);
    const contacts = await contactsByCustomer(db, orgId, ids);
    yield batch.map(
      ({ customer, ownerName }): CustomerExportRow => ({
        ...customer,
        tags: (tagIds.get(customer.id) ?? [])
          .map((id) => tagNames.get(id))
          .filter(Boolean)
          .join('、'),
        contacts: contacts.get(customer.id) ?? '',
        ownerName,
        departmentName:
          customer.ownerDepartmentId === null
            ? null
            : (departmentNames.get(customer.ownerDepartmentId) ?? null),
      }),
    );
  }
}

async function openCustomerExport(input: ExportInput, where: SQL) {
  const { db, requester, locale, signal } = input;
  const total = await db.$count(customers, where);
  const columns = await columnsFor(db, requester.orgId, locale);
  return tableSource(columns, locale, total, customerBatches(db, requester.orgId, where, signal));
}

/** 客户列表: the requester's data scope (own; a department leader's subtree; an administrator all). */
export const heldCustomerExporter: ListExporter = {
  name: 'crmCustomerList',
  menuKey: 'customerList',
  open: async (input) => {
    const scope = await customerScopeOf(input.db, input.requester);
    return openCustomerExport(input, heldCustomersWhere(input.db, scope, input.query as Filters));
  },
};

/** 客户公海: the organization's pool. */
export const poolCustomerExporter: ListExporter = {
  name: 'crmCustomerPool',
  menuKey: 'customerPoolList',
  open: (input) =>
    openCustomerExport(input, poolCustomersWhere(input.db, input.requester.orgId, input.query as Filters)),
};
