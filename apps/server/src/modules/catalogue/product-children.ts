import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { ChildBinding } from '../../platform/resources/child-store.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { storeUpload } from '../files/files.service.js';
import { files } from '../files/files.tables.js';
import { productAttributes, productImages } from './product-details.tables.js';
import { makeThumbnail, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MIMES } from './product-thumbnail.js';

type Planned = Parameters<NonNullable<ChildBinding['prepare']>>[3];

/** Attribute names are unique within a product (the same name twice is a typo or a conflict). */
async function prepareSpecs(_tx: Db, _actor: Actor, _parentId: number | null, { values }: Planned) {
  const seen = new Set<string>();
  values.forEach((spec, index) => {
    const key = String(spec.name).toLowerCase();
    if (seen.has(key))
      throw fieldError(`specs.${index}.name`, 'catalogue.attributeRepeated', { name: String(spec.name) });
    seen.add(key);
  });
  return undefined;
}

/** The thumbnails of the images a product shows now, by file: those are not made again. */
async function knownThumbnails(tx: Db, orgId: number, productId: number | null) {
  if (productId === null) return new Map<number, number>();
  const rows = await tx
    .select({ fileId: productImages.fileId, thumbnailFileId: productImages.thumbnailFileId })
    .from(productImages)
    .where(and(eq(productImages.parentId, productId), eq(productImages.orgId, orgId)));
  return new Map(rows.map((row) => [row.fileId, row.thumbnailFileId]));
}

/**
 * Each image file the product did not show yet must be an image upload of the organization; its
 * thumbnail is made and stored in the product's transaction (a refusal of any image, or of
 * anything else in the save, stores none: the resource's write removes the blobs on rollback). One image is the main one (none marked: the first) and
 * gives the product its list picture.
 */
function prepareImages(store: FileStore) {
  return async (tx: Db, actor: Actor, productId: number | null, { values }: Planned) => {
    const known = await knownThumbnails(tx, actor.orgId, productId);
    const seen = new Set<number>();
    for (const [index, image] of values.entries()) {
      const fileId = image.fileId as number;
      const path = `images.${index}.fileId`;
      if (seen.has(fileId)) throw fieldError(path, 'catalogue.imageRepeated');
      seen.add(fileId);
      image.thumbnailFileId = known.get(fileId) ?? (await newThumbnail(tx, store, actor, fileId, path));
    }
    const marked = values.findIndex((image) => image.main === true);
    const mainIndex = values.length === 0 ? -1 : Math.max(marked, 0);
    values.forEach((image, index) => {
      image.main = index === mainIndex;
    });
    return { thumbnailFileId: mainIndex < 0 ? null : values[mainIndex]!.thumbnailFileId };
  };
}

async function newThumbnail(tx: Db, store: FileStore, actor: Actor, fileId: number, path: string) {
  const [file] = await tx
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.orgId, actor.orgId)));
  if (!file) throw fieldError(path, 'catalogue.imageMissing');
  if (!PRODUCT_IMAGE_MIMES.has(file.mime))
    throw fieldError(path, 'catalogue.imageNotImage', { name: file.originalName });
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
    const max = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024;
    throw fieldError(path, 'catalogue.imageTooLarge', { name: file.originalName, max });
  }
  const thumbnail = await makeThumbnail(await store.read(file.key).then(buffer));
  if (!thumbnail) throw fieldError(path, 'catalogue.imageUnreadable', { name: file.originalName });
  const stem = file.originalName.replace(/\.[^.]*$/, '').slice(0, 200) || 'image';
  const stored = await storeUpload(
    tx,
    store,
    actor,
    { fileName: `${stem}-thumb.webp`, fields: {}, bytes: thumbnail },
    actor.ip,
  );
  return stored.id;
}

/** The product resource's `specs` and `images` children bound to their tables (bindResource). */
export const productChildren = (store: FileStore): Record<string, ChildBinding> => ({
  specs: { table: productAttributes, prepare: prepareSpecs },
  images: { table: productImages, prepare: prepareImages(store) },
});
