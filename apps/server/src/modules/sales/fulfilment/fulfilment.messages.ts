import type { MessageCatalogue } from '../../../platform/http/messages.js';

/** Fulfilment's texts (picks, send orders, the packing station, transfers): each refusal explains itself. */
export const FULFILMENT_MESSAGES = {
  'sales.pickMissing': { 'zh-CN': '拣货单不存在', en: 'The pick order does not exist.' },
  'sales.sendMissing': { 'zh-CN': '发货单不存在', en: 'The send order does not exist.' },
  'sales.transferMissing': { 'zh-CN': '调拨单不存在', en: 'The transfer order does not exist.' },
  'sales.pickOrderOtherWarehouse': {
    'zh-CN': '订单 {order} 不在该仓库发货',
    en: 'Order {order} ships from another warehouse.',
  },
  'sales.pickNothingOpen': {
    'zh-CN': '没有待拣货的订单行：已全部发货或已在其他拣货单上',
    en: 'Nothing is left to pick: every line shipped or is on another pick.',
  },
  'sales.pickRefused': {
    'zh-CN': '拣货单当前状态（{state}）不能执行「{transition}」',
    en: 'A pick order in state {state} cannot take "{transition}".',
  },
  'sales.pickNotShippable': {
    'zh-CN': '拣货单 {pick} 已{state}，不能再发货',
    en: 'Pick order {pick} is {state} and ships no more.',
  },
  'sales.sendLineMissing': {
    'zh-CN': '订单行 {lineId} 不存在',
    en: 'Order line {lineId} does not exist.',
  },
  'sales.sendOrderNotShippable': {
    'zh-CN': '订单 {order} 状态为「{state}」，不能发货（需已确认或部分发货）',
    en: 'Order {order} is {state} and cannot ship (it must be confirmed or partly shipped).',
  },
  'sales.sendBeyondPick': {
    'zh-CN': '第 {line} 行「{item}」在拣货单 {pick} 上只剩 {left} 可发',
    en: 'Line {line} ({item}) has only {left} left to ship on pick order {pick}.',
  },
  'sales.sendKitShareInexact': {
    'zh-CN': '第 {line} 行「{item}」按第 {parent} 行的发货数量不能整份随发，请在发货中写明它的数量',
    en: 'Line {line} ({item}) has no exact share of what line {parent} ships: name its quantity in the shipment.',
  },
  'sales.packingNotFound': {
    'zh-CN': '找不到单号 {documentNo} 的订单或拣货单（或不在你负责的仓库）',
    en: 'No order or pick order numbered {documentNo} (or not of your warehouses).',
  },
  'sales.packingNothingLeft': {
    'zh-CN': '{documentNo} 已全部发货，没有待打包的商品',
    en: '{documentNo} has shipped everything: nothing is left to pack.',
  },
  'sales.transferSameWarehouse': {
    'zh-CN': '调入仓库不能与调出仓库相同',
    en: 'The destination warehouse must differ from the source.',
  },
  'sales.transferItemMissing': {
    'zh-CN': '商品不存在或已删除',
    en: 'The item does not exist or was deleted.',
  },
  'sales.transferRefused': {
    'zh-CN': '调拨单当前状态（{state}）不能执行「{transition}」',
    en: 'A transfer order in state {state} cannot take "{transition}".',
  },
} satisfies MessageCatalogue;
