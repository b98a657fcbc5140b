import type { MessageCatalogue } from '../../platform/http/messages.js';

/** The stock module's own texts (resource validation texts are the platform's). */
export const STOCK_MESSAGES = {
  'stock.approvalPointReceiptReverse': {
    'zh-CN': '入库单冲销（金额超过阈值时需审批）',
    en: 'Reversing a receipt (approval above the amount)',
  },
  'stock.quantityInvalid': {
    'zh-CN': '数量须为大于 0 的数字，最多 10 位整数、4 位小数',
    en: 'The quantity must be a number above 0 with at most 10 whole digits and 4 decimals.',
  },
  'stock.countedQuantityInvalid': {
    'zh-CN': '实盘数量须为不小于 0 的数字，最多 10 位整数、4 位小数',
    en: 'The counted quantity must be a number of 0 or more with at most 10 whole digits and 4 decimals.',
  },
  'stock.moveDocumentKindRequired': {
    'zh-CN': '按单据查询库存变动时须同时给出单据类型',
    en: 'To list the moves of one document, give its kind as well.',
  },
  'stock.quantityTooLarge': {
    'zh-CN': '数量超出库存可记录的范围',
    en: 'The quantity is beyond what the stock ledger can hold.',
  },
  'stock.warehouseDisabled': { 'zh-CN': '仓库「{name}」已停用', en: 'The warehouse "{name}" is disabled.' },
  'stock.binMissing': { 'zh-CN': '库位不存在', en: 'The bin does not exist.' },
  'stock.binNameTaken': {
    'zh-CN': '该仓库已有名为「{name}」的库位',
    en: 'The warehouse has a bin named "{name}" already.',
  },
  'stock.warehouseHoldsStock': {
    'zh-CN': '仓库中仍有库存或预留，请先移出或盘点清零后再删除',
    en: 'The warehouse still holds or has reserved stock; move or count it out before deleting it.',
  },
  'stock.productHasStock': {
    'zh-CN': '商品「{item}」仍有库存或库存记录，不能删除；不再销售请将其下架',
    en: 'The product "{item}" has stock or stock history and cannot be deleted; take it off sale instead.',
  },
  'stock.fittingHasStock': {
    'zh-CN': '配件「{item}」仍有库存或库存记录，不能删除；不再使用请将其停用',
    en: 'The fitting "{item}" has stock or stock history and cannot be deleted; disable it instead.',
  },
  'stock.warehouseMissing': { 'zh-CN': '仓库不存在', en: 'The warehouse does not exist.' },
  'stock.shortageProduct': {
    'zh-CN': '库存不足：商品 {item} 在 {location} 还差 {short}',
    en: 'Not enough stock: product {item} at {location} is {short} short.',
  },
  'stock.shortageFitting': {
    'zh-CN': '库存不足：配件 {item} 在 {location} 还差 {short}',
    en: 'Not enough stock: fitting {item} at {location} is {short} short.',
  },
  'stock.productMissing': { 'zh-CN': '商品不存在', en: 'The product does not exist.' },
  'stock.fittingMissing': { 'zh-CN': '配件不存在', en: 'The fitting does not exist.' },
  'stock.receiptSupplierTerminated': {
    'zh-CN': '供应商「{supplier}」已停止合作，不能入库',
    en: 'The supplier "{supplier}" is terminated (停止合作): nothing can be received from it.',
  },
  'stock.productDeleted': { 'zh-CN': '商品「{item}」已删除', en: 'The product "{item}" has been deleted.' },
  'stock.fittingDeleted': { 'zh-CN': '配件「{item}」已删除', en: 'The fitting "{item}" has been deleted.' },
  'stock.serialRequired': {
    'zh-CN': '{item} 按序列号管理，每次出入库须带序列号',
    en: '{item} is serial-tracked: every move in or out carries its serial numbers.',
  },
  'stock.serialNotTracked': {
    'zh-CN': '{item} 不按序列号管理，不能带序列号',
    en: '{item} is not serial-tracked: it takes no serial numbers.',
  },
  'stock.lineProductMissing': {
    'zh-CN': '第 {line} 行：商品不存在',
    en: 'Line {line}: the product does not exist.',
  },
  'stock.lineFittingMissing': {
    'zh-CN': '第 {line} 行：配件不存在',
    en: 'Line {line}: the fitting does not exist.',
  },
  'stock.lineProductDeleted': {
    'zh-CN': '第 {line} 行：商品「{item}」已删除',
    en: 'Line {line}: the product "{item}" has been deleted.',
  },
  'stock.lineFittingDeleted': {
    'zh-CN': '第 {line} 行：配件「{item}」已删除',
    en: 'Line {line}: the fitting "{item}" has been deleted.',
  },
  'stock.lineSerialsRequired': {
    'zh-CN': '第 {line} 行：{item} 按序列号管理，请逐件填写序列号',
    en: 'Line {line}: {item} is serial-tracked; enter one serial number per unit.',
  },
  'stock.lineSerialsNotTracked': {
    'zh-CN': '第 {line} 行：{item} 不按序列号管理，不能填写序列号',
    en: 'Line {line}: {item} is not serial-tracked and takes no serial numbers.',
  },
  'stock.countUntrackedStock': {
    'zh-CN': '第 {line} 行：{item} 在此处有 {quantity} 未登记序列号的库存，不能按序列号盘点',
    en: 'Line {line}: {item} has {quantity} here without serial numbers; it cannot be counted by serial.',
  },
  'stock.unitProductWhole': {
    'zh-CN': '商品「{item}」的单位「{unit}」只能是整数',
    en: 'The product {item} is counted in {unit}: whole numbers only.',
  },
  'stock.unitProductDecimals': {
    'zh-CN': '商品「{item}」的单位「{unit}」最多 {decimals} 位小数',
    en: 'The product {item} is counted in {unit}: at most {decimals} decimals.',
  },
  'stock.unitFittingWhole': {
    'zh-CN': '配件「{item}」的单位「{unit}」只能是整数',
    en: 'The fitting {item} is counted in {unit}: whole numbers only.',
  },
  'stock.unitFittingDecimals': {
    'zh-CN': '配件「{item}」的单位「{unit}」最多 {decimals} 位小数',
    en: 'The fitting {item} is counted in {unit}: at most {decimals} decimals.',
  },
  'stock.lineUnitProductWhole': {
    'zh-CN': '第 {line} 行：商品「{item}」的单位「{unit}」只能是整数',
    en: 'Line {line}: the product {item} is counted in {unit}: whole numbers only.',
  },
  'stock.lineUnitProductDecimals': {
    'zh-CN': '第 {line} 行：商品「{item}」的单位「{unit}」最多 {decimals} 位小数',
    en: 'Line {line}: the product {item} is counted in {unit}: at most {decimals} decimals.',
  },
  'stock.lineUnitFittingWhole': {
    'zh-CN': '第 {line} 行：配件「{item}」的单位「{unit}」只能是整数',
    en: 'Line {line}: the fitting {item} is counted in {unit}: whole numbers only.',
  },
  'stock.lineUnitFittingDecimals': {
    'zh-CN': '第 {line} 行：配件「{item}」的单位「{unit}」最多 {decimals} 位小数',
    en: 'Line {line}: the fitting {item} is counted in {unit}: at most {decimals} decimals.',
  },
  'stock.serialNotThere': {
    'zh-CN': '序列号 {serial} 不在 {location}',
    en: 'The serial number {serial} is not at {location}.',
  },
  'stock.serialCountMismatch': {
    'zh-CN': '第 {line} 行：序列号个数（{count}）与数量（{quantity}）不一致',
    en: 'Line {line}: the number of serial numbers ({count}) does not match the quantity ({quantity}).',
  },
  'stock.serialRepeated': {
    'zh-CN': '第 {line} 行：序列号 {serial} 在单据中重复',
    en: 'Line {line}: the serial number {serial} appears twice in the document.',
  },
  'stock.serialNotAtSource': {
    'zh-CN': '序列号 {serial} 已在库或已出库，不能从此来源移动',
    en: 'The serial number {serial} is not at the source of this move.',
  },
  'stock.lineSerialInStock': {
    'zh-CN': '第 {line} 行：序列号 {serial} 已在库：{location}（{document}）',
    en: 'Line {line}: the serial number {serial} is in stock at {location} ({document}).',
  },
  'stock.lineSerialOut': {
    'zh-CN': '第 {line} 行：序列号 {serial} 已出库（{document}）',
    en: 'Line {line}: the serial number {serial} has left the stock ({document}).',
  },
  'stock.serialUnknown': { 'zh-CN': '序列号 {serial} 不存在', en: 'The serial number {serial} is unknown.' },
  'stock.backdated': {
    'zh-CN': '不能早于该商品在此仓库的最近一次库存变动 {latest}',
    en: 'The date cannot be earlier than the latest stock move of this item at this warehouse ({latest}).',
  },
  'stock.effectiveAtInvalid': {
    'zh-CN': '业务时间格式应为 YYYY-MM-DD HH:mm:ss',
    en: 'The business time must read YYYY-MM-DD HH:mm:ss.',
  },
  'stock.effectiveAtFuture': {
    'zh-CN': '业务时间不能晚于当前时间',
    en: 'The business time cannot be in the future.',
  },
  'stock.documentMissing': { 'zh-CN': '单据不存在', en: 'The document does not exist.' },
  'stock.alreadyReversed': {
    'zh-CN': '已冲销的入库单不能再冲销',
    en: 'A reversed receipt cannot be reversed again.',
  },
  'stock.countRepeatedItem': {
    'zh-CN': '第 {line} 行与第 {first} 行是同一商品，一张盘点单中每种商品只盘一次',
    en: 'Line {line} counts the same item as line {first}; a count counts each item once.',
  },
  'stock.reservationConsumed': {
    'zh-CN': '预留已出库，不能释放',
    en: 'The reservation has been consumed and cannot be released.',
  },
  'stock.reservationReleased': {
    'zh-CN': '预留已释放，不能出库',
    en: 'The reservation has been released and cannot be consumed.',
  },
  'stock.reservationMissing': { 'zh-CN': '预留不存在', en: 'The reservation does not exist.' },
  'stock.reservationChanged': {
    'zh-CN': '该单据行已按其他数量或商品预留',
    en: 'This document line is reserved already for another item or quantity.',
  },
  'stock.reservationLineRepeated': {
    'zh-CN': '单据行 {line} 在一次调用中出现多次',
    en: 'Document line {line} appears more than once in one call.',
  },
  'stock.consumeBeyondHold': {
    'zh-CN': '单据行 {line} 只剩 {held} 预留可出库',
    en: 'Document line {line} holds only {held} to ship.',
  },
  'stock.lineSerialCount': {
    'zh-CN': '序列号有 {count} 个，与数量 {quantity} 不符',
    en: '{count} serials do not match the quantity {quantity}.',
  },
  'stock.returnBeyondShipped': {
    'zh-CN': '单据行 {line} 最多还能退回 {shipped}',
    en: 'Document line {line} can take back at most {shipped}.',
  },
  'stock.serialNotShipped': {
    'zh-CN': '序列号 {serial} 不是单据行 {line} 发出的，或已退回',
    en: 'Serial {serial} was not shipped by document line {line}, or has come back already.',
  },
} satisfies MessageCatalogue;
