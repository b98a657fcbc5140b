import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, FileNotFoundError, type FileStore } from './file-store.js';

/** Files under one folder on local disk; a write lands under a temporary name, then is renamed. */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  const sizeOf = async (key: string) => {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: (await stat(target)).size };
    },
    async read(key) {
      if ((await sizeOf(key)) === null) throw new FileNotFoundError(key);
      return createReadStream(pathOf(key));
    },
    size: sizeOf,
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
