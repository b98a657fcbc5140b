import { REPAIR_LABOUR_MODES, REPAIR_STATUSES } from '@atrium/contract/endpoints/repair-orders';
import { PICKUP_ARRIVALS, PICKUP_STATUSES } from '@atrium/contract/endpoints/repair-pickups';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lineColumns } from '../../platform/resources/line-columns.js';
import { resourceColumns } from '../../platform/resources/resource-columns.js';
import { createdAt, orgIdColumn, updatedAt } from '../admin/admin.tables.js';
import { saleOrders } from '../sales/orders/sale-orders.tables.js';

/**
 * After-sales repairs (docs/repairs.md): the fault category tree with typical fittings, pickups
 * (取件单) that bring devices in, repairs (维修单) with their quote lines, chosen fault categories and
 * serial swaps. Money is fen (bigint), quantities numeric(18,4).
 */
const fen = (name: string) => bigint(name, { mode: 'number' });
const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });

/** 故障分类: a resource tree (parent null at the top, `sort` orders siblings). */
export const repairFaultCategories = pgTable(
  'repair_fault_categories',
  {
    ...resourceColumns(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    labourMinutes: integer('labour_minutes').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('repair_fault_categories_parent_idx').on(t.orgId, t.parentId)],
);

/** A fault category's typical fittings (the resource's `fittings` children). */
export const repairFaultCategoryFittings = pgTable(
  'repair_fault_category_fittings',
  {
    ...lineColumns(() => repairFaultCategories.id),
    fittingId: integer('fitting_id').notNull(),
    quantity: quantity('quantity').notNull(),
  },
  (t) => [index('repair_fault_category_fittings_parent_idx').on(t.parentId, t.lineNo)],
);

/** Who and when, on the hand-written documents (pickups, repairs). */
const documentColumns = () => ({
  id: serial('id').primaryKey(),
  orgId: orgIdColumn(),
  documentNo: text('document_no').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
});

/** 取件单 (named pickup: the sales module's collect order is 收款单). */
export const pickupOrders = pgTable(
  'pickup_orders',
  {
    ...documentColumns(),
    customerId: integer('customer_id').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    arrival: text('arrival', { enum: PICKUP_ARRIVALS }).notNull(),
    address: text('address').notNull().default(''),
    windowStart: timestamp('window_start', { withTimezone: true }),
    windowEnd: timestamp('window_end', { withTimezone: true }),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    faultDescription: text('fault_description').notNull().default(''),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: PICKUP_STATUSES }).notNull().default('requested'),
    serialNo: text('serial_no').notNull().default(''),
    photoFileIds: jsonb('photo_file_ids').$type<number[]>().notNull().default([]),
    accessories: jsonb('accessories').$type<string[]>().notNull().default([]),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by'),
    repairId: integer('repair_id'),
  },
  (t) => [
    uniqueIndex('pickup_orders_org_document_no_idx').on(t.orgId, t.documentNo),
    index('pickup_orders_org_status_idx').on(t.orgId, t.status, t.id),
    index('pickup_orders_org_customer_idx').on(t.orgId, t.customerId),
  ],
);

/** 维修单. */
export const repairs = pgTable(
  'repairs',
  {
    ...documentColumns(),
    customerId: integer('customer_id').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    serialNo: text('serial_no').notNull(),
    productId: integer('product_id').notNull(),
    faultDescription: text('fault_description').notNull().default(''),
    pickupId: integer('pickup_id').references(() => pickupOrders.id),
    /** The work order it came from: no foreign key, the work-order table lands from another branch. */
    workOrderId: integer('work_order_id'),
    status: text('status', { enum: REPAIR_STATUSES }).notNull().default('received'),
    technicianUserId: integer('technician_user_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    warehouseId: integer('warehouse_id'),
    underWarranty: boolean('under_warranty'),
    shipDate: date('ship_date', { mode: 'string' }),
    warrantyUntil: date('warranty_until', { mode: 'string' }),
    diagnosisNote: text('diagnosis_note').notNull().default(''),
    labourMode: text('labour_mode', { enum: REPAIR_LABOUR_MODES }).notNull().default('time'),
    labourMinutes: integer('labour_minutes').notNull().default(0),
    labourRateFen: fen('labour_rate_fen').notNull().default(0),
    labourFen: fen('labour_fen').notNull().default(0),
    partsFen: fen('parts_fen').notNull().default(0),
    totalFen: fen('total_fen').notNull().default(0),
    chargeFen: fen('charge_fen').notNull().default(0),
    /** The sale order that charges an accepted quote (collected by 收款单); null under warranty or before acceptance. */
    chargeOrderId: integer('charge_order_id').references(() => saleOrders.id),
    shipCarrier: text('ship_carrier').notNull().default(''),
    shipTrackingNo: text('ship_tracking_no').notNull().default(''),
    diagnosedAt: timestamp('diagnosed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('repairs_org_document_no_idx').on(t.orgId, t.documentNo),
    index('repairs_org_status_idx').on(t.orgId, t.status, t.id),
    index('repairs_org_technician_idx').on(t.orgId, t.technicianUserId),
    index('repairs_org_serial_idx').on(t.orgId, t.serialNo),
    index('repairs_org_customer_idx').on(t.orgId, t.customerId),
    check('repairs_total_is_parts_and_labour', sql`${t.totalFen} = ${t.partsFen} + ${t.labourFen}`),
  ],
);

/** A repair's quote: fittings (catalogue) at a unit price; the stock API's lines (kind `repair`). */
export const repairQuoteLines = pgTable(
  'repair_quote_lines',
  {
    ...lineColumns(() => repairs.id),
    fittingId: integer('fitting_id').notNull(),
    quantity: quantity('quantity').notNull(),
    unitPrice: fen('unit_price').notNull(),
    amount: fen('amount').notNull(),
  },
  (t) => [index('repair_quote_lines_parent_idx').on(t.parentId, t.lineNo)],
);

/** The fault categories a diagnosis chose. */
export const repairFaults = pgTable(
  'repair_faults',
  {
    ...lineColumns(() => repairs.id),
    faultCategoryId: integer('fault_category_id').notNull(),
  },
  (t) => [index('repair_faults_parent_idx').on(t.parentId, t.lineNo)],
);

/** A unit replaced during a repair: the customer's serial back in, another from stock out. */
export const repairSwaps = pgTable(
  'repair_swaps',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    repairId: integer('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    oldSerialNo: text('old_serial_no').notNull(),
    newSerialNo: text('new_serial_no').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    swappedAt: timestamp('swapped_at', { withTimezone: true }).notNull().defaultNow(),
    swappedBy: integer('swapped_by'),
  },
  (t) => [
    index('repair_swaps_repair_idx').on(t.repairId),
    index('repair_swaps_org_old_serial_idx').on(t.orgId, t.oldSerialNo),
    index('repair_swaps_org_new_serial_idx').on(t.orgId, t.newSerialNo),
  ],
);
