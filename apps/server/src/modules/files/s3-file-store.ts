import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { assertSafeKey, FileNotFoundError, type FileStore } from './file-store';

/** An S3 request failed for a reason other than a missing object; the message says what to check. */
export class S3FileStoreError extends Error {
  constructor(
    message: string,
    readonly s3Code: string | undefined,
    options: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'S3FileStoreError';
  }
}

const HINTS: Record<string, string> = {
  InvalidAccessKeyId: 'check S3_ACCESS_KEY_ID',
  SignatureDoesNotMatch: 'check S3_SECRET_ACCESS_KEY (and that S3_ACCESS_KEY_ID belongs to it)',
  AccessDenied: 'the keys lack permission for this bucket',
  NoSuchBucket: 'check S3_BUCKET (the bucket must exist) and S3_ENDPOINT',
  AuthorizationHeaderMalformed: 'check S3_REGION',
  PermanentRedirect: 'check S3_REGION (the bucket lives in another region)',
};

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), under `S3_PREFIX`. Reads stream
 * the object's body straight from the response; nothing is buffered whole.
 */
export function createS3FileStore(config: S3Config): FileStore {
  const agent = { keepAlive: true, maxSockets: 256 };
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC32 checksums on every upload are refused by some S3-compatible
    // servers (older MinIO, R2 at times); the signed SHA-256 of the body already guards it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // No request timeout: a download streams as fast as the user's connection takes it.
    requestHandler: { connectionTimeout: 5_000, httpAgent: agent, httpsAgent: agent },
  });
  const bucket = config.bucket;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${config.prefix}${key}`;
  };

  const failure = (operation: string, target: string, error: unknown) => {
    const code =
      error instanceof S3ServiceException ? error.name : (error as { code?: string }).code;
    const detail = error instanceof Error ? error.message : String(error);
    const hint = code === undefined ? undefined : HINTS[code];
    return new S3FileStoreError(
      `S3 ${operation} of ${bucket}/${target} failed${code ? ` (${code})` : ''}: ${detail}${hint ? ` — ${hint}` : ''}`,
      code,
      { cause: error },
    );
  };
  const isMissingObject = (error: unknown) =>
    error instanceof S3ServiceException &&
    error.$metadata.httpStatusCode === 404 &&
    error.name !== 'NoSuchBucket';

  async function* keysUnder(prefix: string) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      yield (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  return {
    async put(key, bytes, contentType) {
      const target = objectKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: target,
            Body: bytes,
            ContentLength: bytes.byteLength,
            ContentType: contentType,
          }),
        );
      } catch (error) {
        throw failure('upload', target, error);
      }
    },

    async read(key, range) {
      const target = objectKey(key);
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: target,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(response.Body instanceof Readable))
          throw new Error('the response body is not a Node stream');
        return response.Body;
      } catch (error) {
        if (isMissingObject(error)) throw new FileNotFoundError(key);
        throw failure('download', target, error);
      }
    },

    async size(key) {
      const target = objectKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: target }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw failure('size check', target, error);
      }
    },

    async remove(key) {
      const target = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: target }));
      } catch (error) {
        throw failure('delete', target, error);
      }
    },

    async owners() {
      const owners: string[] = [];
      let token: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: config.prefix,
              Delimiter: '/',
              ContinuationToken: token,
            }),
          );
          for (const common of page.CommonPrefixes ?? []) {
            const owner = common.Prefix?.slice(config.prefix.length, -1);
            if (owner) owners.push(owner);
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token !== undefined);
      } catch (error) {
        throw failure('listing', config.prefix, error);
      }
      return owners;
    },

    async removeOwner(owner) {
      // The trailing slash keeps owner "a" from taking "ab/…" with it.
      const prefix = `${objectKey(owner)}/`;
      try {
        for await (const keys of keysUnder(prefix)) {
          if (keys.length === 0) continue;
          const result = await client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
            }),
          );
          const refused = result.Errors ?? [];
          if (refused.length > 0) {
            const first = refused[0]!;
            throw new Error(
              `${refused.length} of ${keys.length} objects were not deleted; ${first.Key}: ${first.Code} ${first.Message ?? ''}`.trim(),
            );
          }
        }
      } catch (error) {
        throw failure('delete', `${prefix}*`, error);
      }
    },

    close() {
      client.destroy();
    },
  };
}
