import type { MessageCatalogue } from '../../../platform/http/messages.js';

/** Texts of the money documents (collections, invoices, returns): each refusal names its line and limit. */
export const MONEY_MESSAGES = {
  'sales.moneyOrderCancelled': {
    'zh-CN': '不能对已取消的订单收款：{order}',
    en: 'A cancelled order cannot be collected on: {order}.',
  },
  'sales.moneyOrderNotConfirmed': {
    'zh-CN': '订单 {order} 尚未确认，不能收款、开票或退货',
    en: 'Order {order} is not confirmed yet: no collection, invoice or return.',
  },
  'sales.moneyOrderOtherCustomer': {
    'zh-CN': '订单 {order} 不是该客户的订单',
    en: 'Order {order} is not an order of this customer.',
  },
  'sales.moneyOrderRepeated': {
    'zh-CN': '订单 {order} 在收款单中出现多次',
    en: 'Order {order} appears more than once in the collection.',
  },
  'sales.moneyCollectTooMuch': {
    'zh-CN': '订单 {order} 最多还能收款 {max} 元：订单金额 {total}，已退货 {returned}，已收款 {collected}',
    en: 'Order {order} can take at most {max} yuan more: total {total}, returned {returned}, collected {collected}.',
  },
  'sales.moneyRefundTooMuch': {
    'zh-CN': '订单 {order} 最多可退款 {max} 元：已收款 {collected}，应收 {owed}',
    en: 'Order {order} can refund at most {max} yuan: collected {collected}, owed {owed}.',
  },
  'sales.moneyVoidBelowZero': {
    'zh-CN': '作废后订单 {order} 的已收款将小于 0，请先作废其退款',
    en: 'Voiding this would leave order {order} with less than nothing collected: void its refunds first.',
  },
  'sales.moneyCollectionZero': {
    'zh-CN': '收款金额不能为 0',
    en: 'The amount cannot be 0.',
  },
  'sales.moneyCollectionMixed': {
    'zh-CN': '一张收款单要么都是收款，要么都是退款',
    en: 'A collection is either all collections or all refunds.',
  },
  'sales.moneyLineNotInOrder': {
    'zh-CN': '第 {line} 行的订单行不属于所选订单',
    en: 'Line {line} names an order line of another order.',
  },
  'sales.moneyLineRepeated': {
    'zh-CN': '第 {line} 行重复了订单行',
    en: 'Line {line} repeats an order line.',
  },
  'sales.moneyKitNotExact': {
    'zh-CN': '第 {line} 行「{item}」的配件不能按比例随同处理，请逐行指定数量',
    en: 'The kit children of line {line} ({item}) cannot follow in proportion: name their quantities.',
  },
  'sales.invoiceSpecialNeeds': {
    'zh-CN': '增值税专用发票必须填写此项',
    en: 'A VAT special invoice needs this.',
  },
  'sales.moneyOrderClosed': {
    'zh-CN': '订单 {order} 已取消，不能开票或退货',
    en: 'Order {order} is cancelled: no invoice or return.',
  },
  'sales.invoiceIssueNeeds': {
    'zh-CN': '开具前请先填写发票号码和开票日期',
    en: 'Enter the invoice number and date before issuing.',
  },
  'sales.invoiceFileMissing': {
    'zh-CN': '发票文件不存在',
    en: 'The invoice file does not exist.',
  },
  'sales.moneyDeleteByVoid': {
    'zh-CN': '请作废而不是删除',
    en: 'Void it instead of deleting it.',
  },
  'sales.returnOneOrder': {
    'zh-CN': '退货单的订单不能更改',
    en: "A return's order cannot be changed.",
  },
  'sales.returnSerialsCount': {
    'zh-CN': '第 {line} 行的序列号数量（{count}）与退货数量（{quantity}）不符',
    en: 'Line {line} has {count} serials for a quantity of {quantity}.',
  },
  'sales.returnSerialNotShipped': {
    'zh-CN': '第 {line} 行的序列号 {serial} 不是该订单行发出且仍在客户处的',
    en: 'Serial {serial} on line {line} was not shipped by this order line or is back already.',
  },
  'sales.returnOrderNotReturnable': {
    'zh-CN': '订单 {order} 没有已发货的商品可退',
    en: 'Order {order} has nothing shipped to return.',
  },
  'sales.approvalPointReturnReceive': {
    'zh-CN': '退货单收货（退货金额超过阈值时需审批）',
    en: 'Receiving a return (approval above the amount)',
  },
  'sales.moneyLinesEmpty': {
    'zh-CN': '请至少填写一行',
    en: 'Add at least one line.',
  },
  'sales.moneyNoImport': {
    'zh-CN': '收款单、发票和退货单请在新建页面录入，不能导入',
    en: 'Collections, invoices and returns are entered on their forms, not imported.',
  },
  'sales.moneyNoPaymentChannel': {
    'zh-CN': '没有可用于退款的支付渠道，请先在系统管理中添加',
    en: 'No payment channel to refund through: add one in system administration first.',
  },
} satisfies MessageCatalogue;
