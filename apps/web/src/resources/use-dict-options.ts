import { commonApi } from '@atrium/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../platform/api/call-endpoint';
import { useQueryScope } from '../platform/query/screen-query-provider';

/** A dictionary changes rarely: one load per type every few minutes is plenty. */
const DICT_STALE_MS = 5 * 60_000;

export interface DictOption {
  label: string;
  value: string;
}

/** The options of a `dict` field: `GET /erp/common/dict/{type}`; none while loading or without a type. */
export function useDictOptions(dictType: string | undefined): DictOption[] {
  const scope = useQueryScope();
  const { data } = useQuery({
    queryKey: [...scope, 'dict', dictType],
    queryFn: ({ signal }) =>
      callEndpoint(commonApi.dict, { params: { type: dictType ?? '' }, signal, silent: true }),
    enabled: Boolean(dictType),
    staleTime: DICT_STALE_MS,
  });
  return (data ?? []).map((item) => ({ label: item.label, value: item.value }));
}
