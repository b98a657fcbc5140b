import { crmActivitiesApi } from '@atrium/contract';
import { useCallback } from 'react';
import { useDictOptions } from '../../resources/use-dict-options';

/** The followUpType options and a kind's label (the raw value when the dictionary lost it). */
export function useKindLabel() {
  const options = useDictOptions(crmActivitiesApi.ACTIVITY_KIND_DICT);
  const label = useCallback(
    (kind: string) => options.find((option) => option.value === kind)?.label ?? kind,
    [options],
  );
  return { options, label };
}
