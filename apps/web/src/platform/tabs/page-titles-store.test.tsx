import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageTitle, usePageTitles } from './page-titles-store';

function Titled({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe('page titles', () => {
  it('keeps the title a screen gives its location, by pathname and search', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/product/create?id=5']}>
        <Titled title="编辑商品" />
      </MemoryRouter>,
    );
    render(
      <MemoryRouter initialEntries={['/product/create']}>
        <Titled title="新建商品" />
      </MemoryRouter>,
    );
    unmount();
    // A screen that is no longer shown keeps its title: its tab may still be open.
    expect(usePageTitles.getState().byLocation).toMatchObject({
      '/product/create?id=5': '编辑商品',
      '/product/create': '新建商品',
    });
  });
});
