import { defineResource } from '../resource.js';

export const PAYMENT_CHANNEL_KINDS = ['bank', 'wechat', 'alipay', 'cash', 'other'] as const;

/** 支付渠道 (spec §2.5 system admin): how customers pay, chosen on orders and receipts. */
export const paymentChannelResource = defineResource({
  name: 'paymentChannel',
  basePath: '/erp/admin/paymentChannel',
  menuKey: 'paymentChannel',
  recordLabel: { 'zh-CN': '支付渠道', en: 'Payment channel' },
  fields: {
    name: {
      kind: 'text',
      labelKey: 'paymentChannel.name',
      label: { 'zh-CN': '渠道名称', en: 'Channel name' },
      required: true,
      maxLength: 64,
      sortable: true,
      filter: 'contains',
    },
    code: {
      kind: 'text',
      labelKey: 'paymentChannel.code',
      label: { 'zh-CN': '渠道编码', en: 'Channel code' },
      required: true,
      unique: true,
      maxLength: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      sortable: true,
      filter: 'eq',
    },
    kind: {
      kind: 'enum',
      labelKey: 'paymentChannel.kind',
      label: { 'zh-CN': '渠道类型', en: 'Channel type' },
      values: PAYMENT_CHANNEL_KINDS,
      valueLabels: {
        bank: { 'zh-CN': '银行', en: 'Bank' },
        wechat: { 'zh-CN': '微信', en: 'WeChat' },
        alipay: { 'zh-CN': '支付宝', en: 'Alipay' },
        cash: { 'zh-CN': '现金', en: 'Cash' },
        other: { 'zh-CN': '其他', en: 'Other' },
      },
      required: true,
      sortable: true,
      filter: 'in',
    },
    enabled: {
      kind: 'boolean',
      labelKey: 'paymentChannel.enabled',
      label: { 'zh-CN': '是否启用', en: 'Enabled' },
      filter: 'eq',
    },
    remark: {
      kind: 'textarea',
      labelKey: 'paymentChannel.remark',
      label: { 'zh-CN': '备注', en: 'Remark' },
      maxLength: 500,
      visibleIn: { list: false, form: true, detail: true },
    },
  },
});
