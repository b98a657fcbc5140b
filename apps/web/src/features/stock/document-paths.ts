import type { PermissionKey } from '@atrium/contract';

/** The URL parameter of a document list naming the document whose detail is open (`?open=12`). */
export const OPEN_DOCUMENT_PARAM = 'open';

/** Where a posted stock document opens, and the right to open it; undefined for other kinds (a sync's). */
export function documentLink(
  kind: string,
  id: number | null,
): { path: string; permission: PermissionKey } | undefined {
  if (id === null) return undefined;
  if (kind === 'receipt' || kind === 'reversal')
    return {
      path: `/supply/stock/receipt/list?${OPEN_DOCUMENT_PARAM}=${id}`,
      permission: 'stockReceiptList:get',
    };
  if (kind === 'count')
    return {
      path: `/supply/stock/count/list?${OPEN_DOCUMENT_PARAM}=${id}`,
      permission: 'stockCountList:get',
    };
  return undefined;
}
