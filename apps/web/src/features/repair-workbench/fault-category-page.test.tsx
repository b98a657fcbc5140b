import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { FaultCategoryPage } from './fault-category-page';

const category = {
  id: 2,
  name: '碎裂',
  parentId: 1,
  labourMinutes: 45,
  sort: 1,
  enabled: true,
  version: 1,
  createdAt: '2026-11-28T03:51:14.468Z',
  updatedAt: '2026-11-28T03:51:14.468Z',
  createdBy: null,
  labels: { parentId: '屏幕' },
};

afterEach(() => vi.unstubAllGlobals());

describe('故障分类', { timeout: 40_000 }, () => {
  it('edits a category with its typical fittings in one request', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /erp/repair/fault-category/page': () => ({
        list: [category],
        total: 1,
        totalExact: true,
        pageNum: 1,
        pageSize: 10,
      }),
      'GET /erp/repair/fault-category/2': () => ({
        ...category,
        fittings: [
          { id: 1, lineNo: 1, fittingId: 1, quantity: '1', labels: { fittingId: 'SC-001 6.1 寸屏幕' } },
        ],
      }),
      'PUT /erp/repair/fault-category/2': (_url, body) => {
        sent.push(body);
        return { ...category, version: 2 };
      },
      'GET /erp/common/reference/faultCategory/tree': () => [{ id: 1, label: '屏幕', parentId: null }],
    });
    renderScreen(<FaultCategoryPage />, '/repair/fault/category', '', [
      'query',
      'get',
      'add',
      'update',
      'edit',
      'delete',
    ]);
    const row = (await screen.findByText('碎裂')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('编辑'));
    const form = await screen.findByTestId('fault-category-form');
    expect(await within(form).findByText('SC-001 6.1 寸屏幕')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: '数量' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          name: '碎裂',
          parentId: 1,
          labourMinutes: 45,
          sort: 1,
          enabled: true,
          fittings: [{ id: 1, fittingId: 1, quantity: '2' }],
          version: 1,
        },
      ]),
    );
  });
});
