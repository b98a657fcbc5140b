import type { MessageCatalogue } from '../../platform/http/messages.js';

/** 仓库同步: the webhook's refusals and each item's reasons (kept as keys in the log, shown in the reader's locale). */
export const STOCK_SYNC_MESSAGES = {
  'warehouseSync.disabled': {
    'zh-CN': '该仓库的同步已停用',
    en: 'Sync is disabled for this warehouse.',
  },
  'warehouseSync.signatureMissing': {
    'zh-CN': '缺少签名或时间戳',
    en: 'The signature or timestamp header is missing.',
  },
  'warehouseSync.signatureInvalid': { 'zh-CN': '签名无效', en: 'The signature does not match.' },
  'warehouseSync.timestampOutsideWindow': {
    'zh-CN': '时间戳超出允许范围（±5分钟）',
    en: 'The timestamp is more than 5 minutes away from the server clock.',
  },
  'warehouseSync.bodyInvalid': {
    'zh-CN': '请求内容格式不正确（需要 eventId 和 1–200 个 items）',
    en: 'The body is malformed (it needs an eventId and 1–200 items).',
  },
  'warehouseSync.itemUnreadable': {
    'zh-CN': '无法识别的条目（type 应为 stockLevel 或 shipment）',
    en: 'Unreadable item (type must be stockLevel or shipment).',
  },
  'warehouseSync.codeMissing': {
    'zh-CN': '缺少商品 SKU（sku）或配件编码（fittingCode）',
    en: 'The item names no product SKU (sku) or fitting code (fittingCode).',
  },
  'warehouseSync.quantityInvalid': {
    'zh-CN': '数量 {value} 无效：应为不小于 0 的数字，最多 10 位整数、4 位小数',
    en: 'Invalid quantity {value}: a number of at least 0 with at most 10 whole digits and 4 decimals.',
  },
  'warehouseSync.timeInvalid': {
    'zh-CN': '时间 {value} 无效：应为带时区的 ISO 时间，如 2026-11-25T10:00:00+08:00',
    en: 'Invalid time {value}: an ISO time with its offset, e.g. 2026-11-25T10:00:00+08:00.',
  },
  'warehouseSync.shipmentNoMissing': {
    'zh-CN': '缺少发货单号（shipmentNo）',
    en: 'The shipment has no shipmentNo.',
  },
  'warehouseSync.shipmentLinesMissing': {
    'zh-CN': '发货单须有 1–{max} 行（lines）',
    en: 'A shipment needs 1–{max} lines.',
  },
  'warehouseSync.lineUnreadable': { 'zh-CN': '第 {line} 行无法识别', en: 'Line {line} is unreadable.' },
  'warehouseSync.lineCodeMissing': {
    'zh-CN': '第 {line} 行缺少商品 SKU 或配件编码',
    en: 'Line {line} names no product SKU or fitting code.',
  },
  'warehouseSync.lineQuantityInvalid': {
    'zh-CN': '第 {line} 行数量 {value} 无效：应为大于 0 的数字',
    en: 'Line {line}: invalid quantity {value}; it must be above 0.',
  },
  'warehouseSync.serialsUnreadable': {
    'zh-CN': '第 {line} 行的序列号无法识别（每个 1–64 个字符）',
    en: 'Line {line}: unreadable serial numbers (1–64 characters each).',
  },
  'warehouseSync.serialCountMismatch': {
    'zh-CN': '第 {line} 行序列号个数（{count}）与数量（{quantity}）不一致',
    en: 'Line {line}: {count} serial numbers for a quantity of {quantity}.',
  },
  'warehouseSync.unknownSku': { 'zh-CN': '未知的商品 SKU：{code}', en: 'Unknown product SKU: {code}.' },
  'warehouseSync.unknownFittingCode': {
    'zh-CN': '未知的配件编码：{code}',
    en: 'Unknown fitting code: {code}.',
  },
  'warehouseSync.warehouseMismatch': {
    'zh-CN': '条目的仓库 {code} 不是此同步地址的仓库 {expected}',
    en: 'The item names warehouse {code}, not {expected}, the warehouse of this sync address.',
  },
  'warehouseSync.levelStale': {
    'zh-CN': '该库存水位早于已应用的 {at}，未应用',
    en: 'This stock level is older than the one applied already ({at}); not applied.',
  },
  'warehouseSync.reservedShort': {
    'zh-CN': '对方库存 {theirs} 少于我方已预留的 {reserved}（{code}），未过账',
    en: 'Their level {theirs} is below our reserved {reserved} ({code}); nothing posted.',
  },
  'warehouseSync.shipmentShort': {
    'zh-CN': '我方 {code} 在库 {ours}，少于对方发货的 {theirs}，未过账',
    en: 'We hold {ours} of {code}, less than the {theirs} they shipped; nothing posted.',
  },
  'warehouseSync.transientFailure': {
    'zh-CN': '暂时无法处理（{detail}），将自动重试',
    en: 'Could not be processed for now ({detail}); it will be retried.',
  },
  'warehouseSync.failedAfterRetries': {
    'zh-CN': '重试 {attempts} 次后仍失败（{detail}）',
    en: 'Still failing after {attempts} attempts ({detail}).',
  },
  'warehouseSync.notReplayable': {
    'zh-CN': '处理中的条目不能重放，请稍后再试',
    en: 'An item still being processed cannot be replayed; try again later.',
  },
  'warehouseSync.notConfigured': {
    'zh-CN': '该仓库尚未配置同步，请先保存同步设置',
    en: 'Sync is not configured for this warehouse yet; save its settings first.',
  },
  'warehouseSync.itemMissing': { 'zh-CN': '同步条目不存在', en: 'The sync item does not exist.' },
} satisfies MessageCatalogue;
