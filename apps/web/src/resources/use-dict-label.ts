import { useMemo } from 'react';
import { useDictOptions } from './use-dict-options';

/** A dictionary code's label (`A` → `A级`), the code itself while loading or when unknown, '-' for none. */
export function useDictLabel(dictType: string): (code: string) => string {
  const options = useDictOptions(dictType);
  return useMemo(() => {
    const labels = new Map(options.map(({ value, label }) => [value, label]));
    return (code: string) => (code ? (labels.get(code) ?? code) : '-');
  }, [options]);
}

/** The labels of the customer dictionaries: level, stage, source. */
export function useCustomerDictLabels() {
  return {
    level: useDictLabel('customerLevel'),
    stage: useDictLabel('customerStage'),
    source: useDictLabel('customerSource'),
  };
}
