import {
  type CodeLabels,
  codeCell,
  tableExporter,
  textCell,
  timeCell,
} from '../../../platform/resources/export/export-table.js';
import { supportCustomerScopeOf } from '../crm-data-scopes.js';
import { crmSupportCustomers } from '../support-customers.tables.js';
import { selectSupportCustomers, supportCustomerListWhere } from './support-customers.service.js';

const STATUSES: CodeLabels = {
  pending: { 'zh-CN': '待处理', en: 'Pending' },
  processing: { 'zh-CN': '处理中', en: 'In progress' },
  done: { 'zh-CN': '已完成', en: 'Done' },
};

/** 售后客户: the list's filters within the requester's data scope (by handler), derived when the job runs. */
export const supportCustomerExporter = tableExporter({
  name: 'crmSupportCustomerList',
  menuKey: 'supportCustomerList',
  where: async ({ db, requester, query }) =>
    supportCustomerListWhere(
      await supportCustomerScopeOf(db, requester),
      query as Parameters<typeof supportCustomerListWhere>[1],
    ),
  count: (db, where) => db.$count(crmSupportCustomers, where),
  id: crmSupportCustomers.id,
  select: (db, where) => selectSupportCustomers(db).where(where),
  idOf: (row) => row.record.id,
  columns: (locale) => [
    { title: { 'zh-CN': '客户名称', en: 'Name' }, cell: (row) => textCell(row.record.name) },
    { title: { 'zh-CN': '联系电话', en: 'Phone' }, cell: (row) => textCell(row.record.phone) },
    { title: { 'zh-CN': '关联客户', en: 'Linked customer' }, cell: (row) => textCell(row.customerName) },
    { title: { 'zh-CN': '售后班组', en: 'Support group' }, cell: (row) => textCell(row.groupName) },
    { title: { 'zh-CN': '处理人', en: 'Handler' }, cell: (row) => textCell(row.handlerName) },
    {
      title: { 'zh-CN': '状态', en: 'Status' },
      cell: (row) => codeCell(STATUSES, locale, row.record.status),
    },
    { title: { 'zh-CN': '地址', en: 'Address' }, cell: (row) => textCell(row.record.address) },
    { title: { 'zh-CN': '备注', en: 'Remark' }, cell: (row) => textCell(row.record.remark) },
    { title: { 'zh-CN': '创建时间', en: 'Created at' }, cell: (row) => timeCell(row.record.createdAt) },
  ],
});
