import type { MessageCatalogue } from '../../../platform/http/messages.js';

/** Refusals of order-progress.ts: each names the line and the figures that limit the step. */
export const ORDER_PROGRESS_MESSAGES = {
  'sales.progressLineRepeated': {
    'zh-CN': '同一订单行在一次操作中出现多次',
    en: 'An order line appears more than once in one step.',
  },
  'sales.progressLineNotInOrder': {
    'zh-CN': '订单行 {lineId} 不属于该订单',
    en: 'Order line {lineId} is not a line of this order.',
  },
  'sales.progressShipTooMuch': {
    'zh-CN': '第 {line} 行「{item}」最多还能发货 {max}：订购 {ordered}，已发货 {shipped}',
    en: 'Line {line} ({item}) can ship at most {max} more: ordered {ordered}, shipped {shipped}.',
  },
  'sales.progressShipAheadOfParent': {
    'zh-CN': '第 {line} 行「{item}」随第 {parent} 行成套发货，不能先于它发出',
    en: 'Line {line} ({item}) ships with line {parent} as a kit and cannot ship ahead of it.',
  },
  'sales.progressReturnTooMuch': {
    'zh-CN': '第 {line} 行「{item}」最多还能退货 {max}：已发货 {shipped}，已退货 {returned}',
    en: 'Line {line} ({item}) can return at most {max}: shipped {shipped}, returned {returned}.',
  },
  'sales.progressReturnInvoiced': {
    'zh-CN':
      '第 {line} 行「{item}」已开票 {invoiced}，退货后开票数量将超过订购减退货：最多还能退 {max}，请先作废发票',
    en: 'Line {line} ({item}) has {invoiced} invoiced; returning more would leave more invoiced than ordered less returned: at most {max} can be returned, void the invoice first.',
  },
  'sales.progressInvoiceTooMuch': {
    'zh-CN': '第 {line} 行「{item}」最多还能开票 {max}：订购 {ordered}，已退货 {returned}，已开票 {invoiced}',
    en: 'Line {line} ({item}) can be invoiced for at most {max} more: ordered {ordered}, returned {returned}, invoiced {invoiced}.',
  },
  'sales.progressUninvoiceTooMuch': {
    'zh-CN': '第 {line} 行「{item}」只开票 {invoiced}，不能作废更多',
    en: 'Line {line} ({item}) has only {invoiced} invoiced; more cannot be voided.',
  },
  'sales.orderNotShippable': {
    'zh-CN': '订单尚未确认或已关闭，不能发货',
    en: 'The order is not confirmed or is closed: it cannot ship.',
  },
} satisfies MessageCatalogue;
