import { buffer } from 'node:stream/consumers';
import { filesApi } from '@atrium/contract';
import type { ProductDetails, SaveProductDetailsBody } from '@atrium/contract/endpoints/catalogue-products';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { fieldError, notFound } from '../../platform/http/app-error.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { storeUpload } from '../files/files.service.js';
import { files } from '../files/files.tables.js';
import { products } from './catalogue.tables.js';
import { productAttributes, productImages } from './product-details.tables.js';
import { makeThumbnail, PRODUCT_IMAGE_MIMES } from './product-thumbnail.js';

const fileUrl = (id: number) => filesApi.download.path.replace(':id', String(id));

/** A product's attributes and images, in order. */
export async function productDetailsOf(db: Db, orgId: number, productId: number): Promise<ProductDetails> {
  await liveProduct(db, orgId, productId);
  const attributes = await db
    .select({ name: productAttributes.name, value: productAttributes.value })
    .from(productAttributes)
    .where(eq(productAttributes.productId, productId))
    .orderBy(asc(productAttributes.sort));
  const images = await db
    .select({
      fileId: productImages.fileId,
      thumbnailFileId: productImages.thumbnailFileId,
      main: productImages.main,
      name: files.originalName,
    })
    .from(productImages)
    .innerJoin(files, eq(files.id, productImages.fileId))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sort));
  return {
    attributes,
    images: images.map((image) => ({
      ...image,
      url: fileUrl(image.fileId),
      thumbnailUrl: fileUrl(image.thumbnailFileId),
    })),
  };
}

async function liveProduct(db: Db, orgId: number, productId: number, lock = false) {
  const select = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.orgId, orgId), isNull(products.deletedAt)))
    .$dynamic();
  const [product] = await (lock ? select.for('update') : select);
  if (!product) throw notFound();
}

/** Attribute names are unique within a product (the same name twice is a typo or a conflict). */
function assertAttributes(attributes: SaveProductDetailsBody['attributes']): void {
  const seen = new Set<string>();
  attributes.forEach((attribute, index) => {
    const key = attribute.name.toLowerCase();
    if (seen.has(key)) throw fieldError(`attributes.${index}.name`, 'catalogue.attributeRepeated', attribute);
    seen.add(key);
  });
}

/**
 * Each image file the product did not show yet: an image upload of the organization, decoded into
 * its thumbnail. All are checked before any thumbnail is stored, so a refusal changes nothing.
 */
async function newThumbnails(
  db: Db,
  store: FileStore,
  actor: Actor,
  images: SaveProductDetailsBody['images'],
  known: Map<number, number>,
): Promise<Map<number, number>> {
  const seen = new Set<number>();
  const made: { fileId: number; name: string; bytes: Buffer }[] = [];
  for (const [index, image] of images.entries()) {
    const path = `images.${index}.fileId`;
    if (seen.has(image.fileId)) throw fieldError(path, 'catalogue.imageRepeated');
    seen.add(image.fileId);
    if (known.has(image.fileId)) continue;
    const [file] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, image.fileId), eq(files.orgId, actor.orgId)));
    if (!file) throw fieldError(path, 'catalogue.imageMissing');
    if (!PRODUCT_IMAGE_MIMES.has(file.mime)) {
      throw fieldError(path, 'catalogue.imageNotImage', { name: file.originalName });
    }
    const bytes = await store.read(file.key).then(buffer);
    const thumbnail = await makeThumbnail(bytes);
    if (!thumbnail) throw fieldError(path, 'catalogue.imageUnreadable', { name: file.originalName });
    made.push({ fileId: file.id, name: file.originalName, bytes: thumbnail });
  }
  const thumbnails = new Map(known);
  for (const { fileId, name, bytes } of made) {
    const stem = name.replace(/\.[^.]*$/, '').slice(0, 200) || 'image';
    const stored = await storeUpload(
      db,
      store,
      actor,
      { fileName: `${stem}-thumb.webp`, fields: {}, bytes },
      actor.ip,
    );
    thumbnails.set(fileId, stored.id);
  }
  return thumbnails;
}

/**
 * Replaces a product's attributes and images in one transaction (with one audit entry), and keeps
 * the product's `thumbnailFileId` (the list's picture) on the main image's thumbnail.
 */
export async function saveProductDetails(
  db: Db,
  store: FileStore,
  actor: Actor,
  productId: number,
  body: SaveProductDetailsBody,
): Promise<ProductDetails> {
  const before = await productDetailsOf(db, actor.orgId, productId);
  assertAttributes(body.attributes);
  const known = new Map(before.images.map((image) => [image.fileId, image.thumbnailFileId]));
  const thumbnails = await newThumbnails(db, store, actor, body.images, known);
  const marked = body.images.findIndex((image) => image.main);
  const mainIndex = body.images.length === 0 ? -1 : Math.max(marked, 0);
  await db.transaction(async (tx) => {
    await liveProduct(tx, actor.orgId, productId, true);
    await tx.delete(productAttributes).where(eq(productAttributes.productId, productId));
    if (body.attributes.length > 0) {
      await tx
        .insert(productAttributes)
        .values(
          body.attributes.map((attribute, sort) => ({ orgId: actor.orgId, productId, sort, ...attribute })),
        );
    }
    await tx.delete(productImages).where(eq(productImages.productId, productId));
    if (body.images.length > 0) {
      await tx.insert(productImages).values(
        body.images.map((image, sort) => ({
          orgId: actor.orgId,
          productId,
          fileId: image.fileId,
          thumbnailFileId: thumbnails.get(image.fileId)!,
          sort,
          main: sort === mainIndex,
        })),
      );
    }
    const mainThumbnail = mainIndex < 0 ? null : thumbnails.get(body.images[mainIndex]!.fileId)!;
    await tx.update(products).set({ thumbnailFileId: mainThumbnail }).where(eq(products.id, productId));
    const after = await productDetailsOf(tx, actor.orgId, productId);
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'productDetails',
      entityId: productId,
      before,
      after,
    });
  });
  return productDetailsOf(db, actor.orgId, productId);
}
