import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFoundError } from './file-store.js';
import { localFileStore } from './local-file-store.js';

describe('local file store', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'atrium-files-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes, reads, sizes and removes a file, from a buffer or a stream', async () => {
    const store = localFileStore(root);
    expect(await store.put('org/1/a.txt', Buffer.from('hello'))).toEqual({ size: 5 });
    await store.put('org/1/b.txt', Readable.from(['wor', 'ld!']));
    expect(await text(await store.read('org/1/a.txt'))).toBe('hello');
    expect(await store.size('org/1/b.txt')).toBe(6);
    await store.remove('org/1/a.txt');
    expect(await store.size('org/1/a.txt')).toBeNull();
    await expect(store.read('org/1/a.txt')).rejects.toBeInstanceOf(FileNotFoundError);
    await store.remove('org/1/a.txt');
  });

  it('refuses keys that could leave its folder', async () => {
    const store = localFileStore(root);
    for (const key of ['../x', 'org//x', '', 'org/./x']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    }
  });
});
