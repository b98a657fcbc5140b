import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../system-config-i18n';
import { AuditDiffView } from './audit-diff-view';

const entry = {
  before: { title: '客户标签', hidden: false, path: '/customer/tag/list' },
  after: { title: '标签管理', hidden: true, path: '/customer/tag/list' },
};

const rowOf = (field: string) => screen.getByText(field).closest('tr')!;

describe('<AuditDiffView>', () => {
  it('lists the changed fields with before and after, hiding unchanged ones until asked', () => {
    render(<AuditDiffView entry={entry} />);
    const title = rowOf('title');
    expect(within(title).getByText('客户标签')).toBeTruthy();
    expect(within(title).getByText('标签管理')).toBeTruthy();
    expect(within(title).getByText('修改')).toBeTruthy();
    expect(within(rowOf('hidden')).getByText('true')).toBeTruthy();
    expect(screen.queryByText('path')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /显示未变字段/ }));
    expect(within(rowOf('path')).getByText('未变')).toBeTruthy();
  });

  it('shows a creation as added fields and says when nothing changed', () => {
    const { unmount } = render(<AuditDiffView entry={{ before: null, after: { name: '合同类型' } }} />);
    expect(within(rowOf('name')).getByText('新增')).toBeTruthy();
    expect(within(rowOf('name')).getByText('—')).toBeTruthy();
    unmount();
    render(<AuditDiffView entry={{ before: { a: 1 }, after: { a: 1 } }} />);
    expect(screen.getByText('无字段变化')).toBeTruthy();
  });
});
