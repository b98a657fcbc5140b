import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from './chunk-load';

afterEach(() => vi.useRealTimers());

describe('chunk loading', () => {
  it('fails with a chunk load error when a chunk takes longer than 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => {}));
    const settled = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('passes a chunk that arrives in time through, and wraps a failed one', async () => {
    await expect(withChunkTimeout(() => Promise.resolve('ok'))).resolves.toBe('ok');
    await expect(withChunkTimeout(() => Promise.reject(new Error('404')))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: '404',
    });
  });
});
