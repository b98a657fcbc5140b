import type { RepairDetail, RepairQuoteLine, RepairRow } from '@atrium/contract/endpoints/repair-orders';
import type { PickupDetail } from '@atrium/contract/endpoints/repair-pickups';

/** A quote line as the server answers it. */
export const quoteLine = (more: Partial<RepairQuoteLine> = {}): RepairQuoteLine => ({
  id: 31,
  lineNo: 1,
  fittingId: 4,
  fittingLabel: 'PJ-0004 屏幕总成',
  unit: '个',
  quantity: '1',
  unitPrice: 35_000,
  amount: 35_000,
  consumedQuantity: '0',
  ...more,
});

/** A repair as the server answers it (an out-of-warranty one, quoted), changed by `more`. */
export function repairDetail(more: Partial<RepairDetail> = {}): RepairDetail {
  const status = more.status ?? 'quoted';
  return {
    id: 7,
    documentNo: 'WX20261128-0007',
    status,
    customerId: 3,
    customerName: '上海云帆',
    contactName: '王敏',
    contactPhone: '13800000001',
    serialNo: 'SN-0001',
    productId: 2,
    productLabel: 'P-0002 扫地机器人',
    faultDescription: '开机无显示',
    technicianUserId: 5,
    technicianName: '李工',
    underWarranty: false,
    chargeFen: 41_000,
    pickupId: 11,
    pickupNo: 'QJ20261128-0011',
    workOrderId: null,
    chargeOrderId: null,
    chargeOrderNo: '',
    createdAt: '2026-11-28T01:00:00.000Z',
    updatedAt: '2026-11-28T02:00:00.000Z',
    version: 3,
    shipDate: '2025-01-10',
    warrantyUntil: '2026-01-10',
    warehouseId: 1,
    warehouseName: '主仓库',
    diagnosisNote: '屏幕排线断裂',
    faultCategoryIds: [9],
    faultCategoryNames: ['屏幕 › 碎裂'],
    labourMode: 'time',
    labourMinutes: 60,
    labourRateFen: 6_000,
    labourFen: 6_000,
    partsFen: 35_000,
    totalFen: 41_000,
    quoteLines: [quoteLine()],
    swaps: [],
    shipCarrier: '',
    shipTrackingNo: '',
    claimedAt: '2026-11-28T01:10:00.000Z',
    diagnosedAt: '2026-11-28T01:30:00.000Z',
    shippedAt: null,
    closedAt: null,
    transitions: { state: status, transitions: [], pendingTransition: '', version: 3 },
    ...more,
  } as RepairDetail;
}

/** The repair as a list row (the detail's extra fields ride along unread). */
export function repairRow(more: Partial<RepairRow> = {}): RepairRow {
  return { ...repairDetail(), transitions: [], pendingTransition: '', ...more } as RepairRow;
}

/** A pickup as the server answers it (requested, sent in), changed by `more`. */
export function pickupDetail(more: Partial<PickupDetail> = {}): PickupDetail {
  const status = more.status ?? 'requested';
  return {
    id: 11,
    documentNo: 'QJ20261128-0011',
    status,
    customerId: 3,
    customerName: '上海云帆',
    contactName: '王敏',
    contactPhone: '13800000001',
    arrival: 'sendIn',
    address: '',
    windowStart: null,
    windowEnd: null,
    carrier: '顺丰',
    trackingNo: 'SF100200',
    faultDescription: '开机无显示',
    serialNo: '',
    repairId: null,
    repairNo: '',
    createdAt: '2026-11-28T01:00:00.000Z',
    version: 1,
    remark: '',
    photoFileIds: [],
    accessories: [],
    checkedInAt: null,
    checkedInBy: null,
    transitions: { state: status, transitions: [], pendingTransition: '', version: 1 },
    ...more,
  } as PickupDetail;
}
