import type { TablePaginationConfig } from 'antd/es/table';
import { i18n } from '../platform/i18n/i18n';
import { PAGE_SIZE_OPTIONS } from './list-url-state';

/**
 * The pager of every list: page size 10 by default, sizes 10–100, and the total as `共 N 条记录`
 * (spec §5), or `约 N 条记录` when the server only estimated it (above 10,000 records).
 */
export function listPagination(
  /** Without pageNum and pageSize the table pages the rows it has by itself. */
  page: { pageNum?: number; pageSize?: number; total: number; totalExact?: boolean },
  onChange?: (pageNum: number, pageSize: number) => void,
): TablePaginationConfig {
  return {
    ...(page.pageNum !== undefined ? { current: page.pageNum } : {}),
    ...(page.pageSize !== undefined ? { pageSize: page.pageSize } : {}),
    total: page.total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (total) =>
      i18n.t(page.totalExact === false ? 'pager.totalEstimated' : 'pager.total', { ns: 'common', total }),
    ...(onChange ? { onChange } : {}),
  };
}
