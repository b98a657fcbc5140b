import { receiptTimeline } from '@atrium/contract/endpoints/stock-receipt-timeline';
import { supplierTimeline } from '@atrium/contract/endpoints/supplier-timeline';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../render-screen-for-test';
import { RecordTimeline } from './record-timeline';
import { timelineEntry } from './timeline-entry-for-test';

afterEach(() => vi.unstubAllGlobals());

const entry = timelineEntry;

const path = '/erp/stock/receipt/5/timeline';

describe('RecordTimeline', () => {
  it('shows entries newest first with their files and links, loads more, and adds a comment', async () => {
    const first = [
      entry(4, { type: 'link', link: { kind: 'supplier', id: 9, label: '深圳华强电子' } }),
      entry(3, {
        type: 'attachment',
        attachments: [
          { id: 3, name: '退货单.pdf', url: '/erp/common/files/3', mime: 'application/pdf', size: 9 },
        ],
      }),
    ];
    const comments: string[] = [];
    const asked = stubApi({
      [`GET ${path}`]: (url) =>
        url.searchParams.get('pageNum') === '2'
          ? {
              list: [
                entry(1, { type: 'state', action: 'reverse', fromState: 'posted', toState: 'reversed' }),
              ],
              total: 11,
              pageNum: 2,
              pageSize: 10,
            }
          : {
              list: comments.length > 0 ? [entry(10, { body: comments[0] }), ...first] : first,
              total: 11,
              pageNum: 1,
              pageSize: 10,
            },
      [`POST ${path}/comment`]: () => {
        comments.push('供应商确认退货');
        return entry(10, { body: '供应商确认退货' });
      },
    });
    renderScreen(
      <RecordTimeline timeline={receiptTimeline} recordId={5} canWrite linkTargets={[supplierTimeline]} />,
      '/supply/stock/receipt/list',
    );
    const link = await screen.findByRole('link', { name: '深圳华强电子' });
    expect(link.getAttribute('href')).toBe('/supply/supplier/detail/9');
    expect(screen.getByRole('link', { name: /退货单\.pdf/ }).getAttribute('href')).toBe(
      '/erp/common/files/3',
    );
    const types = () => screen.getAllByTestId('timeline-entry').map((element) => element.dataset.type);
    expect(types()).toEqual(['link', 'attachment']);

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('状态：posted → reversed')).toBeTruthy();
    expect(types()).toEqual(['link', 'attachment', 'state']);

    fireEvent.change(screen.getByRole('textbox', { name: '写评论…' }), {
      target: { value: ' 供应商确认退货 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect(await screen.findByText('供应商确认退货')).toBeTruthy();
    await waitFor(() => expect(types()[0]).toBe('comment'));
    expect(asked.filter((url) => url.pathname.endsWith('/comment'))).toHaveLength(1);
  });

  it('says when nothing happened yet, and offers no writing without the permission', async () => {
    stubApi({ [`GET ${path}`]: () => ({ list: [], total: 0, pageNum: 1, pageSize: 10 }) });
    renderScreen(<RecordTimeline timeline={receiptTimeline} recordId={5} canWrite={false} />, '/x');
    expect(await screen.findByText('暂无动态')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发表评论' })).toBeNull();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it("offers a screen's own entry form and the comment box as tabs of one add area", async () => {
    stubApi({ [`GET ${path}`]: () => ({ list: [], total: 0, pageNum: 1, pageSize: 10 }) });
    renderScreen(
      <RecordTimeline
        timeline={receiptTimeline}
        recordId={5}
        canWrite
        entryForm={{ label: '添加动态', form: <input aria-label="拜访内容" /> }}
      />,
      '/x',
    );
    expect(await screen.findByRole('textbox', { name: '拜访内容' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '写评论…' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '评论' }));
    expect(await screen.findByRole('textbox', { name: '写评论…' })).toBeTruthy();
  });
});
