import { PREVIEW_THUMBNAIL_PX } from '@atrium/contract';
import Image from 'antd/es/image';
import { useEffect, useState } from 'react';
import { saveBlob } from '../platform/api/save-blob';
import type { UploadedFile } from './form-schema';
import { useFormServices } from './form-services';

/**
 * Files Atrium stores are served under /erp/ to signed-in members only, with the session header
 * that an <img src> or a plain link cannot send: those are fetched through the api client and
 * shown from a local object URL. Other addresses (elsewhere) are used as they are.
 */
const needsSession = (url: string) => url.startsWith('/erp/');

/** An address the browser can show: the file's own, or a local copy fetched with the session. */
function useViewableUrl(url: string): string | undefined {
  const { request } = useFormServices();
  const [local, setLocal] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!needsSession(url)) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    request<Blob>({ method: 'GET', url, silent: true })
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
  }, [url, request]);
  return needsSession(url) ? local : url;
}

/** A stored picture as a 60x60 thumbnail (spec §2.10) that opens larger. */
export function StoredImage({ file }: { file: UploadedFile & { url: string } }) {
  const src = useViewableUrl(file.url);
  return (
    <Image
      src={src}
      alt={file.name}
      width={PREVIEW_THUMBNAIL_PX}
      height={PREVIEW_THUMBNAIL_PX}
      style={{ objectFit: 'cover' }}
    />
  );
}

/** A stored file as a link; Atrium's own files are downloaded with the session and saved. */
export function StoredFileLink({ file }: { file: UploadedFile }) {
  const { request } = useFormServices();
  const url = file.url;
  if (!url || !needsSession(url)) {
    return (
      <a href={url} target="_blank" rel="noreferrer">
        {file.name}
      </a>
    );
  }
  return (
    <a
      href={url}
      onClick={(event) => {
        event.preventDefault();
        void request<Blob>({ method: 'GET', url }).then((blob) => saveBlob(blob, file.name));
      }}
    >
      {file.name}
    </a>
  );
}
