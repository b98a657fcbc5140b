import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { SupplierActivityFeedPage } from './supplier-activity-feed-page';

afterEach(() => vi.unstubAllGlobals());

const activity = {
  id: 1,
  supplierId: 7,
  supplierName: '深圳华强电子科技有限公司',
  supplierCode: 'SUP-001',
  kind: 'visit',
  content: '到工厂实地考察产线',
  occurredAt: '2026-11-20T02:00:00.000Z',
  attachments: [{ id: 3, name: '报价单.pdf', url: '/erp/common/files/3', mime: 'application/pdf', size: 10 }],
  authorUserId: 2,
  authorName: '孙仓管',
  createdAt: '2026-11-20T02:00:00.000Z',
};

describe('supplier activity feed', () => {
  it('shows activities with their supplier link, kind tag and attachments, filters from the URL', async () => {
    const asked = stubApi({
      'GET /erp/supply/supplier/activity/page': () => ({
        list: [activity],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      }),
      'GET /erp/common/reference/supplier/options': () => [],
    });
    renderScreen(<SupplierActivityFeedPage />, '/supply/supplier/activity', '?kind=visit');
    expect(await screen.findByText('到工厂实地考察产线')).toBeTruthy();
    expect(screen.getByRole('link', { name: '深圳华强电子科技有限公司' }).getAttribute('href')).toBe(
      '/supply/supplier/detail/7',
    );
    expect(screen.getByRole('link', { name: /报价单\.pdf/ }).getAttribute('href')).toBe(
      '/erp/common/files/3',
    );
    expect(asked.find((url) => url.pathname.endsWith('/activity/page'))?.searchParams.get('kind')).toBe(
      'visit',
    );
  });
});
