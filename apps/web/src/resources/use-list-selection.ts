import { useState } from 'react';
import type { ListRowSelection } from './list-table';

/**
 * The rows selected for a bulk action. A selection belongs to the rows on screen: another query
 * (filters, sort, page: its `search`) starts without one.
 */
export function useListSelection<Row>(search: string): ListRowSelection<Row> & { clear(): void } {
  const [selected, setSelected] = useState<Row[]>([]);
  const [selectionQuery, setSelectionQuery] = useState(search);
  if (selectionQuery !== search) {
    setSelectionQuery(search);
    setSelected([]);
  }
  return { selected, setSelected, clear: () => setSelected([]) };
}
