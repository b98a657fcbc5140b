/**
 * 客户来源 and 支付渠道 (features/master-data): field labels under each resource's labelKey, and
 * enum value labels under `<labelKey>.<value>` (the resource screens' convention).
 */
export const masterData = {
  'customerSource.name': '来源名称',
  'customerSource.code': '来源编码',
  'customerSource.sort': '排序',
  'customerSource.enabled': '是否启用',
  'customerSource.remark': '备注',
  'paymentChannel.name': '渠道名称',
  'paymentChannel.code': '渠道编码',
  'paymentChannel.kind': '渠道类型',
  'paymentChannel.kind.bank': '银行',
  'paymentChannel.kind.wechat': '微信',
  'paymentChannel.kind.alipay': '支付宝',
  'paymentChannel.kind.cash': '现金',
  'paymentChannel.kind.other': '其他',
  'paymentChannel.enabled': '是否启用',
  'paymentChannel.remark': '备注',
} as const;
