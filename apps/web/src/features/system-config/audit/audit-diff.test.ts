import { describe, expect, it } from 'vitest';
import { diffAuditValues, formatAuditValue } from './audit-diff';

describe('audit diff', () => {
  it('marks changed, unchanged, added and removed fields', () => {
    const rows = diffAuditValues(
      { title: '客户标签', hidden: false, sort: 3, gone: 'x' },
      { title: '标签管理', hidden: false, sort: 3, icon: 'team' },
    );
    expect(rows).toEqual([
      { field: 'title', before: '客户标签', after: '标签管理', change: 'changed' },
      { field: 'hidden', before: false, after: false, change: 'same' },
      { field: 'sort', before: 3, after: 3, change: 'same' },
      { field: 'gone', before: 'x', after: undefined, change: 'removed' },
      { field: 'icon', before: undefined, after: 'team', change: 'added' },
    ]);
  });

  it('shows a creation as all added and a deletion as all removed', () => {
    expect(diffAuditValues(null, { a: 1, b: 2 }).map((row) => row.change)).toEqual(['added', 'added']);
    expect(diffAuditValues({ a: 1 }, null).map((row) => row.change)).toEqual(['removed']);
    expect(diffAuditValues(null, null)).toEqual([]);
  });

  it('compares nested values by content, whatever the key order', () => {
    const [same] = diffAuditValues({ grants: { b: 1, a: [1, 2] } }, { grants: { a: [1, 2], b: 1 } });
    expect(same!.change).toBe('same');
    const [changed] = diffAuditValues({ grants: [1, 2] }, { grants: [2, 1] });
    expect(changed!.change).toBe('changed');
  });

  it('formats values for reading', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue('text')).toBe('text');
    expect(formatAuditValue(false)).toBe('false');
    expect(formatAuditValue({ a: [1] })).toBe('{"a":[1]}');
  });
});
