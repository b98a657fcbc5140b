import type { MoveRow } from '@atrium/contract/endpoints/stock-queries';
import { useTranslation } from 'react-i18next';
import { STOCK_NS } from './stock-i18n';

const DOCUMENT_PREFIX: Record<string, string> = { receipt: 'RK', count: 'PD', reversal: 'CX' };

/** A document's number as screens show it: RK000012 (入库单), PD… (盘点), CX… (冲销单). */
export function documentNo(kind: string, id: number | null): string {
  if (id === null) return '-';
  return `${DOCUMENT_PREFIX[kind] ?? kind.toUpperCase()}${String(id).padStart(6, '0')}`;
}

/** How the stock screens name kinds of items, documents and virtual locations. */
export function useStockNames() {
  const { t } = useTranslation(STOCK_NS);
  const known = (key: string, fallback: string) =>
    (t(key as never, { defaultValue: '' }) as string) || fallback;
  return {
    itemKind: (kind: string) => known(`kind.${kind}`, kind),
    documentKind: (kind: string) => known(`document.${kind}`, kind),
    /** An internal location by its name (主仓库 / A-01), a virtual one by its kind (供应商…). */
    location: (kind: MoveRow['fromLocationKind'], name: string) =>
      kind === 'internal' ? name : known(`location.${kind}`, kind),
  };
}
