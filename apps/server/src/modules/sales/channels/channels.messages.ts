import type { MessageCatalogue } from '../../../platform/http/messages.js';

/** Texts of the channels part (docs/sales-channels.md): sources' webhook, external orders, statements, status updates. */
export const CHANNELS_MESSAGES = {
  'saleChannels.signatureMissing': {
    'zh-CN': '缺少签名或时间戳',
    en: 'The signature or timestamp header is missing.',
  },
  'saleChannels.timestampOutsideWindow': {
    'zh-CN': '时间戳与服务器时间相差过大',
    en: 'The timestamp is too far from the server clock.',
  },
  'saleChannels.signatureInvalid': { 'zh-CN': '签名无效', en: 'The signature is invalid.' },
  'saleChannels.disabled': { 'zh-CN': '该订单来源已停用', en: 'This order source is disabled.' },
  'saleChannels.bodyInvalid': {
    'zh-CN': '请求体应为 {"eventId": …, "orders": […]}（最多 100 个订单）',
    en: 'The body must be {"eventId": …, "orders": […]} (100 orders at most).',
  },
  'saleChannels.externalOrderMissing': {
    'zh-CN': '外部订单不存在',
    en: 'The external order does not exist.',
  },
  'saleChannels.notReplayable': {
    'zh-CN': '只有被拒绝或失败的外部订单可以重新处理',
    en: 'Only a rejected or failed external order can be applied again.',
  },
  'saleChannels.transientFailure': {
    'zh-CN': '处理暂时失败（第 {attempts} 次：{detail}），稍后自动重试',
    en: 'Applying failed for now (attempt {attempts}: {detail}); it is retried automatically.',
  },
  'saleChannels.failedAfterRetries': {
    'zh-CN': '多次重试后仍失败（{attempts} 次：{detail}），可手动重新处理',
    en: 'Still failing after {attempts} attempts ({detail}); apply it again by hand.',
  },
  'saleChannels.orderInvalid': {
    'zh-CN': '订单数据不完整或格式错误（字段 {field}）',
    en: 'The order is incomplete or malformed (field {field}).',
  },
  'saleChannels.orderRejected': { 'zh-CN': '订单被拒绝', en: 'The order was rejected.' },
  'saleChannels.sourceMissing': { 'zh-CN': '订单来源不存在', en: 'The order source does not exist.' },
  'saleChannels.sourceNotSetUp': {
    'zh-CN': '订单来源「{source}」未设置默认仓库和默认负责人',
    en: 'The order source {source} has no default warehouse and owner yet.',
  },
  'saleChannels.lineSnRepeated': {
    'zh-CN': '子订单号 {sn} 在订单中重复',
    en: 'Line number {sn} appears twice in the order.',
  },
  'saleChannels.unknownSku': {
    'zh-CN': '商品编码 {sku} 不是任何商品或配件',
    en: 'SKU {sku} is no product or fitting of the catalogue.',
  },
  'saleChannels.amountMismatch': {
    'zh-CN': '订单金额 {given} 分与明细合计 {lines} 分不符',
    en: 'The order amount {given} fen differs from its lines’ sum {lines} fen.',
  },
  'saleChannels.buyerPhoneInvalid': {
    'zh-CN': '买家电话「{phone}」无效，无法匹配客户',
    en: 'The buyer phone “{phone}” is not a valid phone: no customer can be matched.',
  },
  'saleChannels.buyerUnknown': {
    'zh-CN': '没有电话为 {phone} 的客户（该来源不自动建客户）',
    en: 'No customer has phone {phone} (this source does not create customers).',
  },
  'saleChannels.badDateTime': {
    'zh-CN': '时间「{value}」应为 YYYY-MM-DD HH:mm:ss',
    en: 'The time “{value}” must be YYYY-MM-DD HH:mm:ss.',
  },
  'saleChannels.warehouseMissing': { 'zh-CN': '仓库不存在', en: 'The warehouse does not exist.' },
  'saleChannels.ownerMissing': {
    'zh-CN': '负责人不是本组织成员',
    en: 'The owner is not a member of the organization.',
  },
  'saleChannels.statusUpdated': {
    'zh-CN': '订单 {orderNo} 物流状态更新为「{status}」',
    en: 'Order {orderNo}: logistics status set to {status}.',
  },
  'saleChannels.statusOrderNotFound': {
    'zh-CN': '找不到订单 {orderNo}',
    en: 'No order {orderNo}.',
  },
  'saleChannels.statusNotShipped': {
    'zh-CN': '订单 {orderNo} 尚未发货',
    en: 'Order {orderNo} has not shipped yet.',
  },
  'saleChannels.statusStale': {
    'zh-CN': '订单 {orderNo} 已有 {at} 的物流状态，此事件更早，未更新',
    en: 'Order {orderNo} has a logistics status of {at}; this event is older and was not applied.',
  },
} satisfies MessageCatalogue;
