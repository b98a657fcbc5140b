/** 新建工单's fixed route (spec §2.2). */
export const WORK_ORDER_CREATE_PATH = '/workorder/create/0';

/** What a screen that raises a work order for a call already knows of it (all optional). */
export interface WorkOrderPrefill {
  customerId?: number | null;
  /** The customer's name as the caller's screen shows it (a pool customer is outside the picker's scope). */
  customerName?: string;
  phone?: string;
  callRecordId?: number | null;
}

/**
 * 新建工单 opened from a call (the toolbar's customer panel, a call record row): the caller's
 * customer, phone and the call travel as query params, so no feature imports the work-order screens.
 */
export function workOrderCreatePath({
  customerId,
  customerName,
  phone,
  callRecordId,
}: WorkOrderPrefill = {}): string {
  const params = new URLSearchParams();
  if (customerId) params.set('customer', String(customerId));
  if (customerId && customerName) params.set('customerName', customerName);
  if (phone) params.set('phone', phone);
  if (callRecordId) params.set('callRecordId', String(callRecordId));
  const search = params.toString();
  return search ? `${WORK_ORDER_CREATE_PATH}?${search}` : WORK_ORDER_CREATE_PATH;
}

/** The prefill a 新建工单 URL carries (ids that are not positive integers are left out). */
export function workOrderPrefillOf(search: URLSearchParams): WorkOrderPrefill {
  const id = (name: string) => {
    const value = Number(search.get(name));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  };
  return {
    customerId: id('customer'),
    customerName: (search.get('customerName') ?? '').trim().slice(0, 100),
    phone: (search.get('phone') ?? '').trim().slice(0, 32),
    callRecordId: id('callRecordId'),
  };
}
