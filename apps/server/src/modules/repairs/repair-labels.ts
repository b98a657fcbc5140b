import type { LocalizedText } from '@atrium/contract';
import type { RepairStatus, RepairTransition } from '@atrium/contract/endpoints/repair-orders';
import type { PickupStatus, PickupTransition } from '@atrium/contract/endpoints/repair-pickups';
import type { MessageKey, MessageParams } from '../../platform/http/messages.js';
import { localizedParams } from '../../platform/http/messages.js';

/** The states and transitions as the server's refusals and exports name them (both locales). */
export const REPAIR_STATUS_LABELS: Record<RepairStatus, LocalizedText> = {
  received: { 'zh-CN': '已接收', en: 'Received' },
  diagnosed: { 'zh-CN': '已诊断', en: 'Diagnosed' },
  quoted: { 'zh-CN': '已报价', en: 'Quoted' },
  accepted: { 'zh-CN': '客户已接受', en: 'Accepted' },
  declined: { 'zh-CN': '客户已拒绝', en: 'Declined' },
  repairing: { 'zh-CN': '维修中', en: 'Repairing' },
  qualityCheck: { 'zh-CN': '质检中', en: 'Quality check' },
  shippedBack: { 'zh-CN': '已寄回', en: 'Shipped back' },
  closed: { 'zh-CN': '已关闭', en: 'Closed' },
};

export const REPAIR_TRANSITION_LABELS: Record<RepairTransition, LocalizedText> = {
  diagnose: { 'zh-CN': '诊断', en: 'Diagnose' },
  quote: { 'zh-CN': '报价', en: 'Quote' },
  accept: { 'zh-CN': '接受报价', en: 'Accept the quote' },
  decline: { 'zh-CN': '拒绝报价', en: 'Decline the quote' },
  startRepair: { 'zh-CN': '开始维修', en: 'Start repairing' },
  finishRepair: { 'zh-CN': '完成维修', en: 'Finish repairing' },
  failCheck: { 'zh-CN': '质检不通过', en: 'Fail the check' },
  shipBack: { 'zh-CN': '寄回', en: 'Ship back' },
  close: { 'zh-CN': '关闭', en: 'Close' },
};

export const PICKUP_STATUS_LABELS: Record<PickupStatus, LocalizedText> = {
  requested: { 'zh-CN': '待取件', en: 'Requested' },
  inTransit: { 'zh-CN': '运输中', en: 'In transit' },
  checkedIn: { 'zh-CN': '已签收', en: 'Checked in' },
  cancelled: { 'zh-CN': '已取消', en: 'Cancelled' },
};

export const PICKUP_TRANSITION_LABELS: Record<PickupTransition, LocalizedText> = {
  dispatch: { 'zh-CN': '发出', en: 'Dispatch' },
  checkIn: { 'zh-CN': '签收', en: 'Check in' },
  cancel: { 'zh-CN': '取消', en: 'Cancel' },
};

/** The platform's refusal ("当前状态为「已报价」，不能开始维修；开始维修需要状态为：已诊断、客户已接受"). */
export function refusalOf<State extends string>(
  states: Record<State, LocalizedText>,
  transition: LocalizedText,
  state: State,
  from: readonly State[],
): { key: MessageKey; params: MessageParams } {
  const names = from.map((each) => states[each]);
  return {
    key: 'transition.refused',
    params: localizedParams({
      state: states[state],
      transition,
      from: {
        'zh-CN': names.map((name) => name['zh-CN']).join('、'),
        en: names.map((name) => `"${name.en}"`).join(' or '),
      },
    }),
  };
}
