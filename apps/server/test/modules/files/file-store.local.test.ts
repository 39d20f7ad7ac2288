import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../../../src/modules/files/file-store';
import { register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { describeFileStoreContract } from './file-store-contract';

const tempRoot = () => mkdtemp(path.join(tmpdir(), 'reelwright-files-'));

describeFileStoreContract('local directory', async () => {
  const root = await tempRoot();
  return {
    store: createLocalFileStore(path.join(root, 'files')),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
});

describe('local directory store', () => {
  it('leaves no partial files behind racing writers of one key', async () => {
    const root = await tempRoot();
    const store = createLocalFileStore(root);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        store.put('owner/race.bin', Buffer.alloc(100_000, i), 'application/octet-stream'),
      ),
    );
    expect(await readdir(path.join(root, 'owner'))).toEqual(['race.bin']);
    await rm(root, { recursive: true, force: true });
  });
});

describe('GET /api/files/:id on the local store', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers 404 NOT_FOUND, not a server error, when the bytes are gone from the store', async () => {
    const account = await register(testApp.app);
    const file = await testApp.app.files.save(account.user.id, {
      kind: 'voice-over',
      mimeType: 'audio/mpeg',
      filename: 'take.mp3',
      bytes: new Uint8Array([1, 2, 3, 4]),
    });
    const url = `/api/files/${file.id}`;
    const served = await testApp.app.inject({
      method: 'GET',
      url,
      headers: withBearer(account.token),
    });
    expect(served.statusCode).toBe(200);
    expect([...served.rawPayload]).toEqual([1, 2, 3, 4]);

    await rm(path.join(testApp.dataDir, 'files', file.storageKey));
    for (const headers of [{}, { range: 'bytes=0-1' }]) {
      const missing = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { ...withBearer(account.token), ...headers },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        error: 'This file does not exist.',
        code: 'NOT_FOUND',
      });
      expect(missing.headers['content-disposition']).toBeUndefined();
      expect(missing.headers['cache-control']).not.toMatch(/immutable/);
    }
  });
});
