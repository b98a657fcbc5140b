import type { RecordMeta } from '@atrium/contract';

/** A row of any resource as the browser handles it: the record columns and its fields by name. */
export type AnyRow = RecordMeta & Record<string, unknown>;

/** A page answer of any resource. */
export interface AnyPage {
  list: AnyRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** False when the server estimated `total` (very long lists). */
  totalExact?: boolean;
}
