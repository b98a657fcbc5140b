import { describe, expect, it } from 'vitest';
import { browserPage } from './browser-page';

const rows = Array.from({ length: 23 }, (_, index) => index + 1);
const loaded = { data: rows, isFetching: false, isPending: false, isError: false };

describe('browserPage', () => {
  it('answers the page the URL asks for and the whole count', () => {
    expect(browserPage(loaded, { pageNum: 3, pageSize: 10 }).data).toEqual({ list: [21, 22, 23], total: 23 });
    expect(browserPage(loaded, { pageNum: 1, pageSize: 20 }).data?.list).toHaveLength(20);
  });

  it('answers an empty page past the end, so the list can go back to the last one', () => {
    expect(browserPage(loaded, { pageNum: 4, pageSize: 10 }).data).toEqual({ list: [], total: 23 });
  });

  it('passes loading and failure through without rows', () => {
    const pending = browserPage(
      { data: undefined, isFetching: true, isPending: true, isError: false },
      { pageNum: 1, pageSize: 10 },
    );
    expect(pending).toEqual({ data: undefined, isFetching: true, isPending: true, isError: false });
  });
});
