import type { Resource, ResourceQuery } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../platform/api/call-endpoint';
import { useQueryScope } from '../platform/query/screen-query-provider';
import type { AnyPage, AnyRow } from './resource-types';

/**
 * Server state of one resource through TanStack Query: the page and the record queries, and the
 * writes. Writes are silent in the api client (the form places field errors and explains a
 * conflict itself); every write refreshes the resource's cached pages and records.
 */
function useResourceKey(resource: Resource) {
  const scope = useQueryScope();
  return [...scope, 'resource', resource.name] as const;
}

export function useResourcePage(resource: Resource, query: ResourceQuery) {
  const key = useResourceKey(resource);
  return useQuery({
    queryKey: [...key, 'page', query],
    queryFn: ({ signal }) => callEndpoint(resource.endpoints.page, { query, signal }) as Promise<AnyPage>,
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useResourceRecord(resource: Resource, id: number | null) {
  const key = useResourceKey(resource);
  return useQuery({
    queryKey: [...key, 'record', id],
    queryFn: ({ signal }) =>
      callEndpoint(resource.endpoints.get, { params: { id: id ?? 0 }, signal }) as Promise<AnyRow>,
    enabled: id !== null,
  });
}

/** What happened to each row of a bulk action. */
export interface BulkOutcome {
  done: number;
  failed: number;
  /** The message of the first failure, for the user. */
  firstError: string | null;
}

export interface ResourceWrites {
  create(body: Record<string, unknown>): Promise<AnyRow>;
  update(id: number, body: Record<string, unknown> & { version: number }): Promise<AnyRow>;
  remove(row: AnyRow): Promise<AnyRow>;
  /** Deletes, or sets `enabled` on, each row in turn; one refresh at the end. */
  bulk(rows: readonly AnyRow[], action: 'delete' | 'enable' | 'disable'): Promise<BulkOutcome>;
  /** The latest version of a record, fetched now (after a conflict). */
  fetchLatest(id: number): Promise<AnyRow>;
  /** Refresh every cached page and record of the resource. */
  refresh(): Promise<void>;
}

export function useResourceWrites(resource: Resource): ResourceWrites {
  const key = useResourceKey(resource);
  const client = useQueryClient();
  const { endpoints } = resource;
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const sendUpdate = (id: number, body: Record<string, unknown>) =>
    callEndpoint(endpoints.update, { params: { id }, body, silent: true }) as Promise<AnyRow>;
  const sendDelete = (row: AnyRow) =>
    callEndpoint(endpoints.delete, {
      params: { id: row.id },
      query: { version: row.version },
      silent: true,
    }) as Promise<AnyRow>;
  const afterwards = async <T>(result: T) => {
    await refresh();
    return result;
  };
  return {
    refresh,
    create: async (body) =>
      afterwards((await callEndpoint(endpoints.create, { body, silent: true })) as AnyRow),
    update: async (id, body) => afterwards(await sendUpdate(id, body)),
    remove: async (row) => afterwards(await sendDelete(row)),
    bulk: async (rows, action) => {
      const outcome: BulkOutcome = { done: 0, failed: 0, firstError: null };
      // One at a time: the server audits each change, and a conflict on one row spares the others.
      for (const row of rows) {
        try {
          if (action === 'delete') await sendDelete(row);
          else await sendUpdate(row.id, { enabled: action === 'enable', version: row.version });
          outcome.done += 1;
        } catch (error) {
          outcome.failed += 1;
          outcome.firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
      return afterwards(outcome);
    },
    fetchLatest: async (id) =>
      (await client.fetchQuery({
        queryKey: [...key, 'record', id],
        queryFn: ({ signal }) => callEndpoint(endpoints.get, { params: { id }, signal, silent: true }),
        staleTime: 0,
      })) as AnyRow,
  };
}
