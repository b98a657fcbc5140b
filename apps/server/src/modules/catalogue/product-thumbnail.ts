import { filesApi } from '@atrium/contract';

/** Thumbnails fit in this square (the list shows them at 40 px, the detail at 104 px, on 2× screens). */
export const THUMBNAIL_SIZE = 240;
/** Larger pictures are refused before decoding (a decompression bomb stays small on disk). */
const MAX_INPUT_PIXELS = 40_000_000;

const { UPLOAD_KINDS, UPLOAD_PURPOSES } = filesApi;

/** A product shows pictures: the upload's sniffed mime (files module) is one of the picture kinds. */
export const PRODUCT_IMAGE_MIMES = new Set<string>(
  UPLOAD_PURPOSES.picture.kinds.map((kind) => UPLOAD_KINDS[kind]),
);
/** A picture uploaded under another purpose (20 MB) must not become a product image either. */
export const PRODUCT_IMAGE_MAX_BYTES = UPLOAD_PURPOSES.picture.maxBytes;

/**
 * A WebP thumbnail of an image (its first frame), turned upright by its EXIF orientation; null when
 * the bytes can't be decoded (a file whose first bytes say PNG but whose body is not).
 */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer | null> {
  // Loaded on first use (outside the try: a missing library is an error, not an undecodable file):
  // libvips costs every process memory and start time whether a picture is uploaded or not.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
