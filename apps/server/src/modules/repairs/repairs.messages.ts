import type { MessageCatalogue } from '../../platform/http/messages.js';

/** The repairs module's texts (docs/repairs.md): pickups, repairs, the workbench, serial checks. */
export const REPAIRS_MESSAGES = {
  'repairs.repairMissing': { 'zh-CN': '维修单不存在', en: 'The repair does not exist.' },
  'repairs.pickupMissing': { 'zh-CN': '取件单不存在', en: 'The pickup does not exist.' },
  'repairs.customerMissing': {
    'zh-CN': '客户不存在或已删除',
    en: 'The customer does not exist or was deleted.',
  },
  'repairs.serialUnknown': {
    'zh-CN': '序列号「{serial}」不存在',
    en: 'There is no serial number "{serial}".',
  },
  'repairs.serialNotSold': {
    'zh-CN': '序列号「{serial}」没有售出给客户（仍在库或已退回）',
    en: 'The serial "{serial}" was not sold to a customer (it is in stock or came back).',
  },
  'repairs.serialOtherCustomer': {
    'zh-CN': '序列号「{serial}」不是售给该客户的',
    en: 'The serial "{serial}" was sold to another customer.',
  },
  'repairs.serialInRepair': {
    'zh-CN': '序列号「{serial}」已在维修中（{documentNo}）',
    en: 'The serial "{serial}" is already in repair ({documentNo}).',
  },
  'repairs.alreadyClaimed': {
    'zh-CN': '该维修单已被「{name}」领取',
    en: 'This repair was already claimed by {name}.',
  },
  'repairs.warrantyNoQuote': {
    'zh-CN': '保修期内的维修不收费，无需报价，请直接开始维修',
    en: 'A repair under warranty is free: start repairing, no quote is needed.',
  },
  'repairs.quoteNeedsAcceptance': {
    'zh-CN': '保修期外的维修须客户接受报价后才能开始',
    en: 'A repair out of warranty starts only once the customer accepts the quote.',
  },
  'repairs.notRepairing': {
    'zh-CN': '维修单不在「维修中」，不能领用配件或换机',
    en: 'The repair is not being repaired: parts and swaps are taken while repairing.',
  },
  'repairs.lineMissing': {
    'zh-CN': '报价明细不属于该维修单',
    en: 'The quote line is not one of this repair.',
  },
  'repairs.lineTwice': { 'zh-CN': '同一报价明细重复出现', en: 'The quote line is named twice.' },
  'repairs.fittingMissing': {
    'zh-CN': '配件不存在或已停用',
    en: 'The fitting does not exist or is disabled.',
  },
  'repairs.warehouseMissing': {
    'zh-CN': '仓库不存在或已停用',
    en: 'The warehouse does not exist or is disabled.',
  },
  'repairs.faultCategoryMissing': {
    'zh-CN': '故障分类不存在或已停用',
    en: 'The fault category does not exist or is disabled.',
  },
  'repairs.labourFeeRequired': {
    'zh-CN': '固定工时费须填写金额',
    en: 'A fixed labour fee needs its amount.',
  },
  'repairs.swapSerialNotInStock': {
    'zh-CN': '序列号「{serial}」不在仓库「{warehouse}」的库存中',
    en: 'The serial "{serial}" is not in stock at "{warehouse}".',
  },
  'repairs.swapProductDiffers': {
    'zh-CN': '换机须为同一商品：序列号「{serial}」是另一商品',
    en: 'A swap takes the same product: the serial "{serial}" is another product.',
  },
  'repairs.noWarehouse': {
    'zh-CN': '维修单未指定仓库，请先诊断',
    en: 'The repair has no warehouse yet: diagnose it first.',
  },
  'repairs.pickupAddressRequired': {
    'zh-CN': '上门取件须填写取件地址',
    en: 'A courier pickup needs the address.',
  },
  'repairs.pickupWindowOrder': {
    'zh-CN': '取件时间段的结束须晚于开始',
    en: 'The pickup window must end after it starts.',
  },
  'repairs.pickupClosed': {
    'zh-CN': '取件单已签收或已取消，不能修改',
    en: 'The pickup is checked in or cancelled: it can no longer be changed.',
  },
  'repairs.photoMissing': {
    'zh-CN': '照片文件不存在',
    en: 'The photo file does not exist.',
  },
  'repairs.chargeNoSource': {
    'zh-CN': '没有启用的自营订单来源，无法生成维修收费订单',
    en: 'No enabled own-sales order source: the repair charge order cannot be written.',
  },
  'repairs.chargeNoService': {
    'zh-CN': '没有启用的维修服务项目（平台服务：上门维修或其他），无法生成维修收费订单',
    en: 'No enabled repair service (platform service: on-site repair or other): the repair charge order cannot be written.',
  },
} satisfies MessageCatalogue;
