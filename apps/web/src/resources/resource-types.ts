import type { RecordMeta } from '@atrium/contract';

/**
 * A row of any resource as the browser handles it: the record columns, its fields by name, and
 * the labels of its reference fields (`labels.customerId`), when it has any.
 */
export type AnyRow = RecordMeta & { labels?: Readonly<Record<string, string | null>> } & Record<
    string,
    unknown
  >;

/** A page answer of any resource. */
export interface AnyPage {
  list: AnyRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** False when the server estimated `total` (very long lists). */
  totalExact?: boolean;
}
