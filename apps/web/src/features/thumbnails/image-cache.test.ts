import { describe, expect, it, vi } from 'vitest';
import { createImageCache } from './image-cache';

const urls = () => {
  let next = 0;
  return { create: vi.fn(() => `blob:${(next += 1)}`), revoke: vi.fn() };
};

describe('image cache', () => {
  it('fetches each image once and shows it from an object URL', async () => {
    const blob = new Blob(['png']);
    const fetchBlob = vi.fn(async () => blob);
    const objectUrls = urls();
    const cache = createImageCache(fetchBlob, objectUrls);
    const changes = vi.fn();
    cache.subscribe(changes);

    cache.request('/api/files/a');
    cache.request('/api/files/a');
    expect(cache.get('/api/files/a')).toEqual({ state: 'loading' });
    expect(await cache.blobOf('/api/files/a')).toBe(blob);
    expect(cache.get('/api/files/a')).toEqual({ state: 'ready', blob, objectUrl: 'blob:1' });
    expect(fetchBlob).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(2);

    cache.dispose();
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:1');
    expect(cache.get('/api/files/a')).toBeUndefined();
  });

  it('marks a failed fetch and tries again when the Blob is asked for', async () => {
    const fetchBlob = vi
      .fn<(url: string) => Promise<Blob>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(new Blob(['png']));
    const cache = createImageCache(fetchBlob, urls());
    cache.request('/api/files/b');
    await vi.waitFor(() => expect(cache.get('/api/files/b')).toEqual({ state: 'failed' }));
    await expect(cache.blobOf('/api/files/b')).resolves.toBeInstanceOf(Blob);
    expect(fetchBlob).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after dispose', async () => {
    let answer: (blob: Blob) => void = () => {};
    const objectUrls = urls();
    const cache = createImageCache(
      () => new Promise<Blob>((resolve) => (answer = resolve)),
      objectUrls,
    );
    cache.request('/api/files/c');
    cache.dispose();
    answer(new Blob(['late']));
    await Promise.resolve();
    expect(cache.get('/api/files/c')).toBeUndefined();
    expect(objectUrls.create).not.toHaveBeenCalled();
  });
});
