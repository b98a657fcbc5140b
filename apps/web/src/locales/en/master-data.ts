import type { masterData as zh } from '../zh-CN/master-data';

export const masterData: Record<keyof typeof zh, string> = {
  'customerSource.name': 'Source name',
  'customerSource.code': 'Source code',
  'customerSource.sort': 'Sort order',
  'customerSource.enabled': 'Enabled',
  'customerSource.remark': 'Remark',
  'paymentChannel.name': 'Channel name',
  'paymentChannel.code': 'Channel code',
  'paymentChannel.kind': 'Channel type',
  'paymentChannel.kind.bank': 'Bank',
  'paymentChannel.kind.wechat': 'WeChat',
  'paymentChannel.kind.alipay': 'Alipay',
  'paymentChannel.kind.cash': 'Cash',
  'paymentChannel.kind.other': 'Other',
  'paymentChannel.enabled': 'Enabled',
  'paymentChannel.remark': 'Remark',
};
