import sharp from 'sharp';

/** Thumbnails fit in this square (the list shows them at 40 px, the detail at 104 px, on 2× screens). */
export const THUMBNAIL_SIZE = 240;
/** Larger pictures are refused before decoding (a decompression bomb stays small on disk). */
const MAX_INPUT_PIXELS = 40_000_000;

/** Image kinds a product may show; the upload's sniffed mime (files module) is one of these. */
export const PRODUCT_IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * A WebP thumbnail of an image (its first frame), turned upright by its EXIF orientation; null when
 * the bytes can't be decoded (a file whose first bytes say PNG but whose body is not).
 */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer | null> {
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
