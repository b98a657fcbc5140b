import { PREVIEW_THUMBNAIL_PX } from '@atrium/contract';
import Image from 'antd/es/image';
import { saveBlob } from '../platform/api/save-blob';
import { needsSession, useStoredFileUrl } from '../platform/api/use-stored-file-url';
import type { UploadedFile } from './form-schema';
import { useFormServices } from './form-services';

/** A stored picture as a 60x60 thumbnail (spec §2.10) that opens larger. */
export function StoredImage({ file }: { file: UploadedFile & { url: string } }) {
  const { request } = useFormServices();
  const src = useStoredFileUrl(file.url, request<Blob>);
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
