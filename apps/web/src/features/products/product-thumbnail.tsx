import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import { download } from '@atrium/contract/endpoints/files';
import { useStoredFileUrl } from '../../platform/api/use-stored-file-url';

export const storedFileUrl = (id: number) => download.path.replace(':id', String(id));

/** A stored picture in a square box (fetched with the session; a placeholder while it loads). */
export function StoredPicture({ url, size, alt }: { url: string; size: number; alt: string }) {
  const local = useStoredFileUrl(url);
  const box = { width: size, height: size, borderRadius: 4, border: '1px solid rgba(5,5,5,0.06)' };
  if (!local) {
    return (
      <span
        style={{
          ...box,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#bfbfbf',
        }}
      >
        <PictureOutlined />
      </span>
    );
  }
  return <img src={local} alt={alt} style={{ ...box, objectFit: 'cover', display: 'block' }} />;
}

/** The list's 主图 column: the main image's thumbnail. */
export function ProductThumbnail({ value }: { value: unknown }) {
  if (typeof value !== 'number') return null;
  return <StoredPicture url={storedFileUrl(value)} size={40} alt="" />;
}
