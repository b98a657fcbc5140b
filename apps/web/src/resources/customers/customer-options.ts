import { crmCustomersApi } from '@atrium/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

export type CustomerOption = crmCustomersApi.CustomerOption;

const ROOT = 'customerOptions';

/** Customers in the caller's data scope matching a name, sn or phone (the picker's choices). */
export function useCustomerSearch(keyword: string) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'search', keyword],
    queryFn: ({ signal }) =>
      callEndpoint(crmCustomersApi.customerOptions, { query: { keyword: keyword || undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * Names by id, fetched in batches: every id asked for in the same tick goes in one request (a list
 * page of ten rows costs one call, not ten).
 */
let waiting = new Map<number, ((option: CustomerOption | null) => void)[]>();
let scheduled = false;

async function flush() {
  const batch = waiting;
  waiting = new Map();
  scheduled = false;
  const ids = [...batch.keys()];
  if (ids.length === 0) return;
  try {
    const found = await callEndpoint(crmCustomersApi.customerOptions, { query: { ids: ids.join(',') } });
    for (const [id, resolvers] of batch) {
      const option = found.find((row) => row.id === id) ?? null;
      for (const resolve of resolvers) resolve(option);
    }
  } catch {
    for (const resolvers of batch.values()) for (const resolve of resolvers) resolve(null);
  }
}

export function loadCustomerOption(id: number): Promise<CustomerOption | null> {
  return new Promise((resolve) => {
    waiting.set(id, [...(waiting.get(id) ?? []), resolve]);
    if (waiting.size >= 50) void flush();
    else if (!scheduled) {
      scheduled = true;
      setTimeout(() => void flush(), 0);
    }
  });
}

/** One customer's name and sn (null when it is outside the caller's data scope). */
export function useCustomerOption(id: number | null | undefined) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'one', id],
    queryFn: () => loadCustomerOption(id!),
    enabled: typeof id === 'number' && id > 0,
    staleTime: 60_000,
  });
}
