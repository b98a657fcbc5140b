import { createHash } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { files } from '../files/files.tables.js';
import { products } from './catalogue.tables.js';
import { demoProductPng } from './demo-product-png.js';
import { productAttributes, productImages } from './product-details.tables.js';

const IMAGE_SIZE = 480;
const THUMBNAIL_SIZE = 120;
/** `org/<org>/demo/products/<variant>-<n>.png` and `…-thumb.png`: the bytes follow from the key. */
const KEY_PATTERN = /\/demo\/products\/(\d+)-\d+(-thumb)?\.png$/;
const demoKey = (orgId: number, variant: number, n: number, thumb: boolean) =>
  `org/${orgId}/demo/products/${variant}-${n}${thumb ? '-thumb' : ''}.png`;

/** Demo products with pictures and attributes: SKU → attributes, and how many images. */
const DEMO_DETAILS: Record<string, { attributes: [string, string][]; images: number }> = {
  'PH-0001': {
    attributes: [
      ['颜色', '曜石黑'],
      ['容量', '128G'],
      ['网络', '5G'],
    ],
    images: 2,
  },
  'PH-0002': {
    attributes: [
      ['颜色', '冰川白'],
      ['容量', '256G'],
      ['网络', '5G'],
    ],
    images: 2,
  },
  'PH-0011': {
    attributes: [
      ['颜色', '远峰蓝'],
      ['容量', '256G'],
    ],
    images: 1,
  },
  'PH-0012': {
    attributes: [
      ['颜色', '曜石黑'],
      ['容量', '512G'],
    ],
    images: 1,
  },
  'PH-0101': {
    attributes: [
      ['颜色', '星河银'],
      ['容量', '128G'],
    ],
    images: 1,
  },
  'NB-0001': {
    attributes: [
      ['处理器', 'i5-1340P'],
      ['内存', '16G'],
      ['硬盘', '512G SSD'],
    ],
    images: 1,
  },
  'NB-0002': {
    attributes: [
      ['处理器', 'i7-1360P'],
      ['内存', '32G'],
      ['硬盘', '1T SSD'],
    ],
    images: 1,
  },
  'WP-0001': {
    attributes: [
      ['通量', '400G'],
      ['过滤级数', '5 级'],
    ],
    images: 1,
  },
};

function demoBytes(key: string): Buffer | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  return demoProductPng(Number(match[1]), match[2] ? THUMBNAIL_SIZE : IMAGE_SIZE);
}

/** A demo picture's file row (its bytes are written by ensureDemoProductImages once the app is up). */
async function demoFile(tx: Db, orgId: number, userId: number, key: string, name: string) {
  const bytes = demoBytes(key)!;
  const [file] = await tx
    .insert(files)
    .values({
      orgId,
      userId,
      key,
      originalName: name,
      mime: 'image/png',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })
    .returning({ id: files.id });
  return file!.id;
}

/** A handful of demo products get attributes and pictures (the list shows their thumbnails). */
export async function seedDemoProductDetails(tx: Db, orgId: number, userId: number): Promise<void> {
  const rows = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.sku, Object.keys(DEMO_DETAILS))));
  let n = 0;
  for (const [variant, product] of rows.entries()) {
    const details = DEMO_DETAILS[product.sku]!;
    await tx.insert(productAttributes).values(
      details.attributes.map(([name, value], sort) => ({
        orgId,
        parentId: product.id,
        lineNo: sort + 1,
        name,
        value,
      })),
    );
    const images = [];
    for (let sort = 0; sort < details.images; sort++) {
      n++;
      const picture = (variant + sort) % 6;
      const name = `${product.sku}-${sort + 1}.png`;
      const fileId = await demoFile(tx, orgId, userId, demoKey(orgId, picture, n, false), name);
      const thumbnailFileId = await demoFile(tx, orgId, userId, demoKey(orgId, picture, n, true), name);
      images.push({
        orgId,
        parentId: product.id,
        fileId,
        thumbnailFileId,
        lineNo: sort + 1,
        main: sort === 0,
      });
    }
    await tx.insert(productImages).values(images);
    await tx
      .update(products)
      .set({ thumbnailFileId: images[0]!.thumbnailFileId })
      .where(eq(products.id, product.id));
  }
}

/** Writes the demo pictures' bytes into the file store when they are missing (after seeding). */
export async function ensureDemoProductImages(db: Db, fileStore: FileStore): Promise<void> {
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(like(files.key, 'org/%/demo/products/%'));
  for (const { key } of rows) {
    // Drawn only when missing: drawing them all took about a second of every restart.
    if ((await fileStore.size(key)) !== null) continue;
    const bytes = demoBytes(key);
    if (bytes) await fileStore.put(key, bytes);
  }
}
