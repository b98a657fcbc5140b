import type { Locale, UndealtKind } from '@atrium/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import type { ListExporter } from '../../../platform/resources/export/export-jobs.js';
import {
  type CodeLabels,
  codeCell,
  type ExportColumnDef,
  tableSource,
  textCell,
  timeCell,
} from '../../../platform/resources/export/export-table.js';
import { idKeysetBatches } from '../../../platform/resources/export/id-keyset-batches.js';
import { users } from '../../admin/admin.tables.js';
import { crmClues } from '../clues.tables.js';
import { customers } from '../customers.tables.js';
import { undealtClueWhere, undealtCustomerWhere, undealtScopeOf } from './undealt.service.js';

interface Row {
  id: number;
  kind: UndealtKind;
  name: string;
  phone: string;
  ownerName: string | null;
  createdAt: Date;
}

const KINDS: CodeLabels = {
  clue: { 'zh-CN': '线索', en: 'Clue' },
  customer: { 'zh-CN': '客户', en: 'Customer' },
};

const columns = (locale: Locale): ExportColumnDef<Row>[] => [
  { title: { 'zh-CN': '类型', en: 'Kind' }, cell: (row) => codeCell(KINDS, locale, row.kind) },
  { title: { 'zh-CN': '名称', en: 'Name' }, cell: (row) => textCell(row.name) },
  { title: { 'zh-CN': '联系电话', en: 'Phone' }, cell: (row) => textCell(row.phone) },
  { title: { 'zh-CN': '负责人', en: 'Owner' }, cell: (row) => textCell(row.ownerName) },
  { title: { 'zh-CN': '创建时间', en: 'Created at' }, cell: (row) => timeCell(row.createdAt) },
];

/** One kind's rows newest first: clues (owner = assignee) or customers. */
function kindBatches(db: Db, kind: UndealtKind, where: SQL, signal: AbortSignal): AsyncIterable<Row[]> {
  const table = kind === 'clue' ? crmClues : customers;
  const owner = kind === 'clue' ? crmClues.assigneeUserId : customers.ownerUserId;
  const select = (condition: SQL) =>
    db
      .select({
        id: table.id,
        name: table.name,
        phone: table.phone,
        ownerName: users.name,
        createdAt: table.createdAt,
      })
      .from(table)
      .leftJoin(users, eq(users.id, owner))
      .where(condition)
      .$dynamic();
  const batches = idKeysetBatches(signal, table.id, where, select, (row) => row.id);
  return (async function* () {
    for await (const batch of batches) yield batch.map((row): Row => ({ ...row, kind }));
  })();
}

/**
 * 待处理客户: open clues, then owned customers, in the requester's scope that nobody has followed
 * up yet (each part newest first; `kind` narrows to one), scope derived again when the job runs.
 */
export const undealtExporter: ListExporter = {
  name: 'crmUndealtList',
  menuKey: 'customerUndealtList',
  open: async ({ db, requester, query, locale, signal }) => {
    const access = await undealtScopeOf(db, requester);
    const kind = (query as { kind?: UndealtKind }).kind;
    const clueWhere = undealtClueWhere(access, kind);
    const customerWhere = undealtCustomerWhere(access, kind);
    const total = (await db.$count(crmClues, clueWhere)) + (await db.$count(customers, customerWhere));
    const both = async function* () {
      yield* kindBatches(db, 'clue', clueWhere, signal);
      yield* kindBatches(db, 'customer', customerWhere, signal);
    };
    return tableSource(columns(locale), locale, total, both());
  },
};
