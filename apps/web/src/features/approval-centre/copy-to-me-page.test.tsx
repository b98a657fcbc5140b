import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../resources/render-screen-for-test';
import { pageOf, stubApprovalServer } from './approval-server-for-test';
import { CopyToMePage } from './copy-to-me-page';

afterEach(() => vi.unstubAllGlobals());

const copy = (id: number, read: boolean) => ({
  id,
  instanceId: 100 + id,
  instanceNo: `SP-000${id}`,
  processName: '报销',
  category: 'finance',
  initiator: { id: 5, name: '李销售' },
  nodeName: '抄送财务',
  read,
  createTime: '2026-11-27 10:00:00',
  instanceStatus: 'approved' as const,
});

describe('抄送我的', () => {
  it('filters read or unread from the URL, tags each copy, and 标为已读 marks the selected unread ones', async () => {
    const server = stubApprovalServer({
      'GET /erp/common/dict/approvalCategory': [],
      'GET /erp/flw/counts': { todo: 0, ccUnread: 1 },
      'GET /erp/flw/cc/page': pageOf([copy(1, false), copy(2, true)]),
      'PUT /erp/flw/cc/read': { updated: 1 },
    });
    const router = renderScreen(<CopyToMePage />, '/approval/copyToMe', '?read=false', ['query', 'get']);
    await screen.findByText('SP-0001');
    const asked = server.received.find((request) => request.path === '/erp/flw/cc/page')!;
    expect(asked.query.get('read')).toBe('false');
    expect(screen.getAllByTestId('cc-read').map((tag) => tag.textContent)).toEqual(['未读', '已读']);
    expect(screen.queryByTestId('action-markRead')).toBeNull();
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(await screen.findByTestId('action-markRead'));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    // Only the unread copy is sent.
    expect(server.writes()[0]).toMatchObject({ path: '/erp/flw/cc/read', body: { ids: [1] } });
    fireEvent.click(screen.getAllByTestId('row-detail')[1]!);
    expect(router.state.location.pathname).toBe('/approval/detail/102');
  });
});
