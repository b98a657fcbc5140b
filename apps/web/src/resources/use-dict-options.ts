import { commonApi } from '@atrium/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../platform/api/call-endpoint';
import { currentLocale } from '../platform/i18n/i18n';
import { useQueryScope } from '../platform/query/screen-query-provider';

/** A dictionary changes rarely: one load per type every few minutes is plenty. */
const DICT_STALE_MS = 5 * 60_000;

export interface DictOption {
  label: string;
  value: string;
}

/**
 * The options of a `dict` field: `GET /erp/common/dict/{type}`, labelled in the screen's language;
 * none while loading or without a type.
 */
export function useDictOptions(dictType: string | undefined): DictOption[] {
  // Subscribes to language changes: the labels follow a switch at once.
  useTranslation();
  const scope = useQueryScope();
  const { data } = useQuery({
    queryKey: [...scope, 'dict', dictType],
    queryFn: ({ signal }) =>
      callEndpoint(commonApi.dict, { params: { type: dictType ?? '' }, signal, silent: true }),
    enabled: Boolean(dictType),
    staleTime: DICT_STALE_MS,
  });
  const locale = currentLocale();
  return (data ?? []).map((item) => ({ label: commonApi.dictItemLabel(item, locale), value: item.value }));
}
