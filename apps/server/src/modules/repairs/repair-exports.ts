import { count } from 'drizzle-orm';
import {
  type CodeLabels,
  codeCell,
  tableExporter,
  textCell,
  timeCell,
} from '../../platform/resources/export/export-table.js';
import { type PickupPageQuery, pickupListWhere, selectPickups } from './pickups.service.js';
import { PICKUP_STATUS_LABELS, REPAIR_STATUS_LABELS } from './repair-labels.js';
import { type RepairPageQuery, repairListWhere, selectRepairs } from './repair-queries.js';
import { repairsInScope } from './repair-scopes.js';
import { pickupOrders, repairs } from './repairs.tables.js';

const yuan = (fen: number) => fen / 100;
const WARRANTY: CodeLabels = {
  true: { 'zh-CN': '保内', en: 'Under warranty' },
  false: { 'zh-CN': '保外', en: 'Out of warranty' },
};
const ARRIVALS: CodeLabels = {
  sendIn: { 'zh-CN': '客户寄修', en: 'Sent in' },
  courier: { 'zh-CN': '上门取件', en: 'Courier pickup' },
};

/** 维修单's export: the list's filters within the requester's repair scope, derived when the job runs. */
export const repairExporter = tableExporter({
  name: 'repairList',
  menuKey: 'repairList',
  where: async ({ db, requester, query }) =>
    repairListWhere(requester.orgId, await repairsInScope(db, requester), query as RepairPageQuery)!,
  count: async (db, where) => {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(repairs).where(where);
    return total;
  },
  id: repairs.id,
  select: (db, where) => selectRepairs(db).where(where).$dynamic(),
  idOf: (row) => row.repair.id,
  columns: (locale) => [
    { title: { 'zh-CN': '维修单号', en: 'Repair' }, cell: (row) => textCell(row.repair.documentNo) },
    {
      title: { 'zh-CN': '状态', en: 'Status' },
      cell: (row) => codeCell(REPAIR_STATUS_LABELS, locale, row.repair.status),
    },
    { title: { 'zh-CN': '客户', en: 'Customer' }, cell: (row) => textCell(row.customerName) },
    { title: { 'zh-CN': '联系人', en: 'Contact' }, cell: (row) => textCell(row.repair.contactName) },
    { title: { 'zh-CN': '联系电话', en: 'Phone' }, cell: (row) => textCell(row.repair.contactPhone) },
    { title: { 'zh-CN': '序列号', en: 'Serial' }, cell: (row) => textCell(row.repair.serialNo) },
    { title: { 'zh-CN': '商品', en: 'Product' }, cell: (row) => textCell(row.productLabel) },
    { title: { 'zh-CN': '故障描述', en: 'Fault' }, cell: (row) => textCell(row.repair.faultDescription) },
    { title: { 'zh-CN': '维修员', en: 'Technician' }, cell: (row) => textCell(row.technicianName) },
    {
      title: { 'zh-CN': '保修', en: 'Warranty' },
      cell: (row) =>
        row.repair.underWarranty === null ? '' : codeCell(WARRANTY, locale, String(row.repair.underWarranty)),
    },
    { title: { 'zh-CN': '维修金额（元）', en: 'Total (CNY)' }, cell: (row) => yuan(row.repair.totalFen) },
    { title: { 'zh-CN': '应收（元）', en: 'Charge (CNY)' }, cell: (row) => yuan(row.repair.chargeFen) },
    { title: { 'zh-CN': '取件单', en: 'Pickup' }, cell: (row) => textCell(row.pickupNo) },
    { title: { 'zh-CN': '寄回快递', en: 'Carrier' }, cell: (row) => textCell(row.repair.shipCarrier) },
    { title: { 'zh-CN': '寄回单号', en: 'Tracking' }, cell: (row) => textCell(row.repair.shipTrackingNo) },
    { title: { 'zh-CN': '创建时间', en: 'Created at' }, cell: (row) => timeCell(row.repair.createdAt) },
  ],
});

/** 取件单's export: the list's filters. */
export const pickupExporter = tableExporter({
  name: 'pickupList',
  menuKey: 'collectOrderList',
  where: async ({ requester, query }) => pickupListWhere(requester.orgId, query as PickupPageQuery)!,
  count: async (db, where) => {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pickupOrders).where(where);
    return total;
  },
  id: pickupOrders.id,
  select: (db, where) => selectPickups(db).where(where).$dynamic(),
  idOf: (row) => row.pickup.id,
  columns: (locale) => [
    { title: { 'zh-CN': '取件单号', en: 'Pickup' }, cell: (row) => textCell(row.pickup.documentNo) },
    {
      title: { 'zh-CN': '状态', en: 'Status' },
      cell: (row) => codeCell(PICKUP_STATUS_LABELS, locale, row.pickup.status),
    },
    { title: { 'zh-CN': '客户', en: 'Customer' }, cell: (row) => textCell(row.customerName) },
    { title: { 'zh-CN': '联系人', en: 'Contact' }, cell: (row) => textCell(row.pickup.contactName) },
    { title: { 'zh-CN': '联系电话', en: 'Phone' }, cell: (row) => textCell(row.pickup.contactPhone) },
    {
      title: { 'zh-CN': '方式', en: 'Arrival' },
      cell: (row) => codeCell(ARRIVALS, locale, row.pickup.arrival),
    },
    { title: { 'zh-CN': '取件地址', en: 'Address' }, cell: (row) => textCell(row.pickup.address) },
    { title: { 'zh-CN': '取件开始', en: 'Window from' }, cell: (row) => timeCell(row.pickup.windowStart) },
    { title: { 'zh-CN': '取件结束', en: 'Window to' }, cell: (row) => timeCell(row.pickup.windowEnd) },
    { title: { 'zh-CN': '快递公司', en: 'Carrier' }, cell: (row) => textCell(row.pickup.carrier) },
    { title: { 'zh-CN': '运单号', en: 'Tracking' }, cell: (row) => textCell(row.pickup.trackingNo) },
    { title: { 'zh-CN': '序列号', en: 'Serial' }, cell: (row) => textCell(row.pickup.serialNo) },
    { title: { 'zh-CN': '维修单', en: 'Repair' }, cell: (row) => textCell(row.repairNo) },
    { title: { 'zh-CN': '创建时间', en: 'Created at' }, cell: (row) => timeCell(row.pickup.createdAt) },
  ],
});
