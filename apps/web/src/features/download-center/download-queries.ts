import { type DownloadEntry, downloadApi } from '@atrium/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { saveBlob } from '../../platform/api/save-blob';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** While any export is still being prepared, the list asks again this often. */
export const DOWNLOAD_POLL_MS = 2000;

const isPending = (entry: DownloadEntry) => entry.status === 'queued' || entry.status === 'running';

export function useDownloadPage(paging: { pageNum: number; pageSize: number }) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, 'downloads', paging],
    queryFn: ({ signal }) => callEndpoint(downloadApi.downloadPage, { query: paging, signal }),
    refetchInterval: (query) => (query.state.data?.list.some(isPending) ? DOWNLOAD_POLL_MS : false),
  });
}

export function useDeleteDownload() {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(downloadApi.downloadDelete, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: [...scope, 'downloads'] }),
  });
}

/** Fetches a finished export with the session's headers and saves it under its file name. */
export async function saveDownload(entry: DownloadEntry): Promise<void> {
  const blob = await callEndpoint(downloadApi.downloadFile, { params: { id: entry.id } });
  saveBlob(blob as Blob, entry.fileName);
}
