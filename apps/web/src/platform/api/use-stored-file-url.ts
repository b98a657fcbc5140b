import { useEffect, useState } from 'react';
import type { RequestOptions } from './api-client';
import { request as appRequest } from './http';

type FetchBlob = (options: RequestOptions) => Promise<Blob>;

const fetchWithSession: FetchBlob = (options) => appRequest<Blob>(options);

/**
 * Files Atrium stores are served under /erp/ to signed-in members of their organization only,
 * with the session header that an <img src> or a plain link cannot send. Such a file is fetched
 * through the api client and shown from a local object URL; other addresses are used as they are.
 */
export const needsSession = (url: string) => url.startsWith('/erp/');

/** An address the browser can show for `url` (undefined while a stored file is loading). */
export function useStoredFileUrl(
  url: string | null | undefined,
  fetchBlob: FetchBlob = fetchWithSession,
): string | undefined {
  const [local, setLocal] = useState<string | undefined>(undefined);
  useEffect(() => {
    setLocal(undefined);
    if (!url || !needsSession(url)) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    fetchBlob({ method: 'GET', url, silent: true })
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setLocal(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, fetchBlob]);
  if (!url) return undefined;
  return needsSession(url) ? local : url;
}
