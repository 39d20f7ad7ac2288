import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../../src/config';
import { FileNotFoundError } from '../../../src/modules/files/file-store';
import { createS3FileStore, S3FileStoreError } from '../../../src/modules/files/s3-file-store';
import { startFakeS3Server, type FakeS3Server } from '../../helpers/fake-s3-server';
import { describeFileStoreContract, readAll } from './file-store-contract';

const ACCESS_KEY_ID = 'AKIAREELWRIGHTTEST01';
const SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYREELWRIGHT';
const BUCKETS = ['media', 'shared', ...Array.from({ length: 20 }, (_, i) => `contract-${i}`)];

let s3: FakeS3Server;
beforeAll(async () => {
  // Pages of two keys: every listing in the contract goes through S3's continuation tokens.
  s3 = await startFakeS3Server({
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    buckets: BUCKETS,
    maxKeysPerPage: 2,
  });
});
afterAll(() => s3.close());

const configFor = (overrides: Partial<S3Config> = {}): S3Config => ({
  bucket: 'media',
  endpoint: s3.endpoint,
  region: s3.region,
  accessKeyId: ACCESS_KEY_ID,
  secretAccessKey: SECRET_ACCESS_KEY,
  forcePathStyle: true,
  prefix: '',
  ...overrides,
});

let nextBucket = 0;
describeFileStoreContract('S3 bucket', async () => ({
  store: createS3FileStore(configFor({ bucket: `contract-${nextBucket++}` })),
  dispose: async () => {},
}));

// Under a prefix, in a bucket where other applications' objects sit beside ours.
let nextPrefix = 0;
describeFileStoreContract('S3 bucket under S3_PREFIX', async () => {
  const shared = s3.objects('shared');
  const foreign = {
    bytes: Buffer.from('x'),
    contentType: 'text/plain',
    etag: '"x"',
    lastModified: new Date(),
  };
  shared.set('other-app/user-1/take-0.mp3', foreign);
  shared.set('user-1/take-0.mp3', foreign);
  const prefix = `apps/reelwright-${nextPrefix++}/`;
  return {
    store: createS3FileStore(configFor({ bucket: 'shared', prefix })),
    dispose: async () => {
      expect(shared.get('other-app/user-1/take-0.mp3')).toBe(foreign);
      expect(shared.get('user-1/take-0.mp3')).toBe(foreign);
    },
  };
});

describe('S3 file store', () => {
  it('stores each object under the prefix with its content type, in signed requests', async () => {
    const store = createS3FileStore(configFor({ prefix: 'reelwright/' }));
    const bytes = randomBytes(2048);
    const before = s3.requests.length;
    await store.put('user-7/voice.mp3', bytes, 'audio/mpeg');
    await store.put('user-7/thumb.png', Buffer.from('png'), 'image/png');
    const stored = s3.objects('media');
    expect(stored.get('reelwright/user-7/voice.mp3')).toMatchObject({ contentType: 'audio/mpeg' });
    expect(stored.get('reelwright/user-7/voice.mp3')!.bytes.equals(bytes)).toBe(true);
    expect(stored.get('reelwright/user-7/thumb.png')!.contentType).toBe('image/png');
    expect(s3.requests.slice(before)).toEqual([
      expect.objectContaining({
        operation: 'PutObject',
        key: 'reelwright/user-7/voice.mp3',
        status: 200,
      }),
      expect.objectContaining({
        operation: 'PutObject',
        key: 'reelwright/user-7/thumb.png',
        status: 200,
      }),
    ]);
    store.close();
  });

  it('streams: the first bytes reach the reader while the server still holds back the rest', async () => {
    const store = createS3FileStore(configFor());
    const big = randomBytes(4 * 1024 * 1024);
    await store.put('user-8/long.mp3', big, 'audio/mpeg');
    const hold = s3.holdAfterFirstChunk('media', 'user-8/long.mp3');
    const opened = await Promise.race([
      store.read('user-8/long.mp3'),
      new Promise<'buffering'>((resolve) => setTimeout(() => resolve('buffering'), 3000)),
    ]);
    if (opened === 'buffering') {
      hold.release();
      throw new Error('read() waited for the whole object instead of streaming it');
    }
    const iterator = opened[Symbol.asyncIterator]();
    const first = Buffer.from((await iterator.next()).value as Uint8Array);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(big.length);
    hold.release();
    const rest: Buffer[] = [first];
    for (let step = await iterator.next(); !step.done; step = await iterator.next())
      rest.push(Buffer.from(step.value as Uint8Array));
    expect(Buffer.concat(rest).equals(big)).toBe(true);
    store.close();
  });

  it('refuses a client with a wrong secret with a clear error, and writes nothing', async () => {
    const store = createS3FileStore(configFor({ secretAccessKey: `${SECRET_ACCESS_KEY}x` }));
    const upload = store.put('user-9/voice.mp3', Buffer.from('bytes'), 'audio/mpeg');
    await expect(upload).rejects.toThrow(S3FileStoreError);
    await expect(upload).rejects.toThrow(
      /^S3 upload of media\/user-9\/voice\.mp3 failed \(SignatureDoesNotMatch\): The request signature we calculated does not match.* — check S3_SECRET_ACCESS_KEY/,
    );
    expect(s3.objects('media').has('user-9/voice.mp3')).toBe(false);
    expect(s3.requests.at(-1)).toMatchObject({
      operation: 'PutObject',
      status: 403,
      code: 'SignatureDoesNotMatch',
    });

    // A refused read is an error, never a "missing file" that would hide the misconfiguration.
    const good = createS3FileStore(configFor());
    await good.put('user-9/kept.mp3', Buffer.from('kept'), 'audio/mpeg');
    const read = store.read('user-9/kept.mp3');
    await expect(read).rejects.not.toThrow(FileNotFoundError);
    await expect(read).rejects.toMatchObject({ s3Code: 'SignatureDoesNotMatch' });
    await expect(store.size('user-9/kept.mp3')).rejects.toThrow(S3FileStoreError);
    await expect(store.owners()).rejects.toThrow(/SignatureDoesNotMatch/);
    expect((await readAll(await good.read('user-9/kept.mp3'))).bytes.toString()).toBe('kept');
    store.close();
    good.close();
  });

  it('names the variable to check for an unknown key id, a wrong region and a missing bucket', async () => {
    const cases: Array<[Partial<S3Config>, RegExp]> = [
      [{ accessKeyId: 'AKIAUNKNOWN' }, /\(InvalidAccessKeyId\).* — check S3_ACCESS_KEY_ID/],
      [{ region: 'eu-west-3' }, /\(AuthorizationHeaderMalformed\).* — check S3_REGION/],
      [{ bucket: 'no-such-bucket' }, /\(NoSuchBucket\).* — check S3_BUCKET/],
    ];
    for (const [overrides, message] of cases) {
      const store = createS3FileStore(configFor(overrides));
      await expect(store.put('user-1/a.bin', Buffer.from('a'), 'audio/mpeg')).rejects.toThrow(
        message,
      );
      await expect(store.read('user-1/a.bin')).rejects.toThrow(message);
      store.close();
    }
  });

  it('the test server refuses unsigned requests as S3 does', async () => {
    s3.objects('media').set('public/a.txt', {
      bytes: Buffer.from('secret'),
      contentType: 'text/plain',
      etag: '"e"',
      lastModified: new Date(),
    });
    const response = await fetch(`${s3.endpoint}/media/public/a.txt`);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/<Code>AccessDenied<\/Code>/);
  });
});
