import type { TablePaginationConfig } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** The pager of these screens: page size 10 by default and the total as `共 N 条记录` (spec §9). */
export function listPagination(
  t: TFunction<'systemConfig'>,
  page: { pageNum: number; pageSize: number; total: number },
  onChange?: (pageNum: number, pageSize: number) => void,
): TablePaginationConfig {
  return {
    current: page.pageNum,
    pageSize: page.pageSize,
    total: page.total,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (total) => t('common.total', { total }),
    onChange,
  };
}

/** Times in lists: `YYYY-MM-DD HH:mm:ss` in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
}
