import type { MoveRow } from '@atrium/contract/endpoints/stock-queries';
import { useTranslation } from 'react-i18next';
import { STOCK_NS } from './stock-i18n';

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
