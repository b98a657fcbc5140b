import { filesApi } from '@atrium/contract';
import type { ProductDetails } from '@atrium/contract/endpoints/catalogue-products';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import { files } from '../files/files.tables.js';
import { products } from './catalogue.tables.js';
import { productAttributes, productImages } from './product-details.tables.js';

const fileUrl = (id: number) => filesApi.download.path.replace(':id', String(id));

/** A product's attributes and images, in order, with the images' names and addresses (the detail drawer). */
export async function productDetailsOf(db: Db, orgId: number, productId: number): Promise<ProductDetails> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.orgId, orgId), isNull(products.deletedAt)));
  if (!product) throw notFound();
  const attributes = await db
    .select({ name: productAttributes.name, value: productAttributes.value })
    .from(productAttributes)
    .where(eq(productAttributes.parentId, productId))
    .orderBy(asc(productAttributes.lineNo));
  const images = await db
    .select({
      fileId: productImages.fileId,
      thumbnailFileId: productImages.thumbnailFileId,
      main: productImages.main,
      name: files.originalName,
    })
    .from(productImages)
    .innerJoin(files, eq(files.id, productImages.fileId))
    .where(eq(productImages.parentId, productId))
    .orderBy(asc(productImages.lineNo));
  return {
    attributes,
    images: images.map((image) => ({
      ...image,
      url: fileUrl(image.fileId),
      thumbnailUrl: fileUrl(image.thumbnailFileId),
    })),
  };
}
