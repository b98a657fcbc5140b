import type { MessageCatalogue } from '../../../platform/http/messages.js';

/** Texts of the sale order screens' services (docs/sales-orders.md). */
export const SALE_ORDER_MESSAGES = {
  'sales.orderMissing': { 'zh-CN': '销售订单不存在', en: 'The sale order does not exist.' },
  'sales.orderCustomerMissing': {
    'zh-CN': '客户不存在或不在您的数据范围内',
    en: 'The customer does not exist or is outside your data scope.',
  },
  'sales.orderSourceMissing': {
    'zh-CN': '订单来源不存在或已停用',
    en: 'The order source does not exist or is disabled.',
  },
  'sales.orderWarehouseMissing': {
    'zh-CN': '仓库不存在或已停用',
    en: 'The warehouse does not exist or is disabled.',
  },
  'sales.orderItemMissing': {
    'zh-CN': '商品不存在或已删除',
    en: 'The item does not exist or was deleted.',
  },
  'sales.orderParentLineNo': {
    'zh-CN': '上级行须是本单中排在它前面的一行',
    en: 'A parent line must be an earlier line of this order.',
  },
  'sales.orderParentNotInOrder': {
    'zh-CN': '上级行 {lineId} 不属于该订单',
    en: 'Parent line {lineId} is not a line of this order.',
  },
  'sales.orderLineNotInOrder': {
    'zh-CN': '订单行 {lineId} 不属于该订单',
    en: 'Order line {lineId} is not a line of this order.',
  },
  'sales.orderLineRepeated': {
    'zh-CN': '订单行 {lineId} 在一次修改中出现多次',
    en: 'Order line {lineId} appears more than once in one edit.',
  },
  'sales.orderNotDraft': {
    'zh-CN': '只有草稿状态的订单可以整单修改；已确认的订单请逐行修改',
    en: 'Only a draft order can be edited whole; change a confirmed order line by line.',
  },
  'sales.orderLinesNotEditable': {
    'zh-CN': '只有已确认或部分发货的订单可以逐行修改',
    en: 'Only a confirmed or partly shipped order can have its lines changed.',
  },
  'sales.orderLineBelowShipped': {
    'zh-CN': '第 {line} 行「{item}」的数量不能少于已发货的 {shipped}',
    en: 'Line {line} ({item}) cannot go below the {shipped} already shipped.',
  },
  'sales.orderLineShippedRemove': {
    'zh-CN': '第 {line} 行「{item}」已发货 {shipped}，不能删除',
    en: 'Line {line} ({item}) has shipped {shipped} and cannot be removed.',
  },
  'sales.orderLineInvoiced': {
    'zh-CN': '第 {line} 行「{item}」已开票或退货，不能修改',
    en: 'Line {line} ({item}) has been invoiced or returned and cannot be changed.',
  },
  'sales.orderLinePriceShipped': {
    'zh-CN': '第 {line} 行「{item}」已发货，只能修改数量，不能改价',
    en: 'Line {line} ({item}) has shipped: its quantity may change, its price may not.',
  },
  'sales.orderLinesEmpty': {
    'zh-CN': '订单至少要有一行',
    en: 'An order needs at least one line.',
  },
  'sales.orderTooManyLines': {
    'zh-CN': '一张订单最多 {max} 行',
    en: 'An order has at most {max} lines.',
  },
  'sales.orderCannotSubmit': {
    'zh-CN': '只有草稿状态的订单可以提交',
    en: 'Only a draft order can be submitted.',
  },
  'sales.orderCannotConfirm': {
    'zh-CN': '只有已提交的订单可以确认',
    en: 'Only a submitted order can be confirmed.',
  },
  'sales.orderCannotComplete': {
    'zh-CN': '只有已全部发货的订单可以完成',
    en: 'Only a wholly shipped order can be completed.',
  },
  'sales.orderCannotCancel': {
    'zh-CN': '已发货、已完成或已取消的订单不能取消',
    en: 'An order that shipped anything, is completed or cancelled cannot be cancelled.',
  },
  'sales.orderExtNoTaken': {
    'zh-CN': '该来源的平台订单号 {extOrderNo} 已有订单',
    en: 'The source already has an order for platform order {extOrderNo}.',
  },
  'sales.approvalPointDiscount': {
    'zh-CN': '销售订单提交：折扣低于客户折扣率的行数',
    en: 'Sale order submit: lines discounted below the customer’s rate',
  },
  'sales.approvalPointAmount': {
    'zh-CN': '销售订单提交：订单金额',
    en: 'Sale order submit: order amount',
  },
  'sales.goodsItemRequired': {
    'zh-CN': '请选择且只选择一个商品、配件或平台服务',
    en: 'Choose exactly one product, fitting or platform service.',
  },
  'sales.goodsItemTaken': {
    'zh-CN': '该商品已在销售商品中',
    en: 'The item is already listed as goods.',
  },
  'sales.goodsSourceRepeated': {
    'zh-CN': '同一来源只能定一个价格',
    en: 'A source has one price.',
  },
} satisfies MessageCatalogue;
