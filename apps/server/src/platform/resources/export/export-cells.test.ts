import { customerSourceResource, formatBusinessDateTime, paymentChannelResource } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { escapeFormula, exportColumns, formatCell } from './export-cells.js';

describe('export cells', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+86 138', "'+86 138"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeFormula(text)).toBe(escaped);
  });

  it('shows values as people read them, in the locale', () => {
    const { enabled, name, sort } = customerSourceResource.fields;
    const { kind } = paymentChannelResource.fields;
    expect(formatCell(enabled, true, 'zh-CN')).toBe('是');
    expect(formatCell(enabled, false, 'en')).toBe('No');
    expect(formatCell(kind, 'wechat', 'zh-CN')).toBe('微信');
    expect(formatCell(kind, 'alipay', 'en')).toBe('Alipay');
    expect(formatCell(sort, 7, 'en')).toBe(7);
    expect(formatCell(sort, null, 'en')).toBe('');
    expect(formatCell(name, '=cmd', 'en')).toBe("'=cmd");
    expect(formatBusinessDateTime(new Date('2026-11-21T16:30:05.123Z'))).toBe('2026-11-22 00:30:05');
  });

  it('titles columns with field labels in the locale', () => {
    expect(exportColumns(customerSourceResource, 'zh-CN').map((column) => column.title)).toEqual([
      '来源名称',
      '来源编码',
      '排序',
      '是否启用',
      '备注',
      '创建时间',
      '更新时间',
    ]);
    expect(exportColumns(paymentChannelResource, 'en').map((column) => column.title)[2]).toBe('Channel type');
  });
});
