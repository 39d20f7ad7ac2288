import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, pipeline } from 'node:stream';
import { crc32 } from 'node:zlib';
import { verifySignatureV4 } from './s3-signature-v4';

/**
 * An S3-compatible server for tests (neither MinIO nor another S3 server installs on this
 * machine): path-style addressing, the operations the file store uses — PutObject, GetObject
 * with Range, HeadObject, DeleteObject, DeleteObjects, ListObjectsV2 — with S3's XML bodies
 * and error codes; buckets are made by the test. Every request must carry a valid AWS Signature
 * V4 for the one key pair it knows, as S3 itself demands; anything else is refused as S3 does.
 */

export type FakeS3Object = {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
};

export type FakeS3Request = {
  method: string;
  operation: string;
  bucket: string | undefined;
  key: string | undefined;
  status: number;
  /** The S3 error code, for refused requests. */
  code?: string;
};

export type FakeS3Server = {
  endpoint: string;
  region: string;
  requests: FakeS3Request[];
  /** The stored objects of a bucket, by key (the test may read or change them). */
  objects(bucket: string): Map<string, FakeS3Object>;
  /**
   * The next GetObject of this key sends its first 64 KB, then waits for `release()`: a reader
   * that streams gets its first bytes meanwhile, one that buffers the whole object does not.
   */
  holdAfterFirstChunk(bucket: string, key: string): { release(): void };
  close(): Promise<void>;
};

export type FakeS3Options = {
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
  buckets?: string[];
  /** ListObjectsV2 pages are at most this long (S3: 1000), so tests can reach the paging. */
  maxKeysPerPage?: number;
};

const CHUNK = 64 * 1024;
const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name as 'amp'] ?? '',
  );
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

export async function startFakeS3Server(options: FakeS3Options): Promise<FakeS3Server> {
  const region = options.region ?? 'us-east-1';
  const pageLimit = options.maxKeysPerPage ?? 1000;
  const buckets = new Map<string, Map<string, FakeS3Object>>(
    (options.buckets ?? []).map((name) => [name, new Map()]),
  );
  const holds = new Map<string, Promise<void>>();
  const requests: FakeS3Request[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const queryAt = url.indexOf('?');
      const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
      const rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
      const query = new URLSearchParams(rawQuery);
      const [, bucketPart = '', ...keyParts] = rawPath.split('/');
      const bucket = bucketPart === '' ? undefined : decodeURIComponent(bucketPart);
      const key = keyParts.length === 0 ? undefined : decodeURIComponent(keyParts.join('/'));
      const record: FakeS3Request = {
        method: req.method ?? 'GET',
        operation: operationOf(req.method ?? 'GET', key, query),
        bucket,
        key: key === '' ? undefined : key,
        status: 200,
      };
      requests.push(record);
      const body = Buffer.concat(chunks);
      try {
        const check = verifySignatureV4(
          { method: record.method, rawPath, rawQuery, headers: req.headers },
          body,
          { ...options, region, now: new Date() },
        );
        if (!check.ok) throw new S3Error(check.status, check.code, check.message, check.extra);
        record.status = handle(record, req, res, body, query);
      } catch (error) {
        const failure =
          error instanceof S3Error
            ? error
            : new S3Error(500, 'InternalError', 'We encountered an internal error.');
        record.status = failure.status;
        record.code = failure.code;
        sendError(res, req.method === 'HEAD', rawPath, failure);
      }
    });
  });

  function handle(
    record: FakeS3Request,
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    query: URLSearchParams,
  ): number {
    const { bucket, key } = record;
    if (bucket === undefined) {
      throw new S3Error(501, 'NotImplemented', 'Listing buckets is not implemented here.');
    }
    const objects = buckets.get(bucket);
    if (objects === undefined) {
      throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', {
        BucketName: bucket,
      });
    }
    switch (record.operation) {
      case 'ListObjectsV2':
        return listObjects(res, bucket, objects, query);
      case 'DeleteObjects':
        return deleteObjects(req, res, objects, body);
      case 'PutObject': {
        checkBodyChecksums(req, body);
        const declared = Number(req.headers['content-length']);
        if (declared !== body.length) {
          throw new S3Error(
            400,
            'IncompleteBody',
            'You did not provide the number of bytes specified by the Content-Length HTTP header.',
          );
        }
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key!, {
          bytes: body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          etag,
          lastModified: new Date(),
        });
        res.writeHead(200, { etag }).end();
        return 200;
      }
      case 'GetObject':
      case 'HeadObject':
        return getObject(record, req, res, objects);
      case 'DeleteObject':
        objects.delete(key!);
        res.writeHead(204).end();
        return 204;
      default:
        throw new S3Error(501, 'NotImplemented', `${record.operation} is not implemented here.`);
    }
  }

  function getObject(
    record: FakeS3Request,
    req: IncomingMessage,
    res: ServerResponse,
    objects: Map<string, FakeS3Object>,
  ): number {
    const object = objects.get(record.key!);
    if (object === undefined) {
      throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', {
        Key: record.key!,
      });
    }
    const size = object.bytes.length;
    const headers: Record<string, string> = {
      'content-type': object.contentType,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
    };
    let bytes = object.bytes;
    let status = 200;
    const range = req.headers.range;
    if (range !== undefined) {
      const match = /^bytes=(\d*)-(\d*)$/.exec(range);
      let start = match?.[1] ? Number(match[1]) : NaN;
      let end = match?.[2] ? Number(match[2]) : size - 1;
      if (match && match[1] === '' && match[2] !== '') {
        start = Math.max(0, size - Number(match[2]));
        end = size - 1;
      }
      if (!match || Number.isNaN(start) || start >= size || start > end) {
        throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable', {
          RangeRequested: range,
          ActualObjectSize: String(size),
        });
      }
      end = Math.min(end, size - 1);
      bytes = object.bytes.subarray(start, end + 1);
      status = 206;
      headers['content-range'] = `bytes ${start}-${end}/${size}`;
    }
    headers['content-length'] = String(bytes.length);
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return status;
    }
    const holdKey = `${record.bucket}/${record.key}`;
    const hold = holds.get(holdKey);
    holds.delete(holdKey);
    async function* body() {
      for (let offset = 0; offset < bytes.length; offset += CHUNK) {
        yield bytes.subarray(offset, offset + CHUNK);
        if (offset === 0 && hold) await hold;
      }
    }
    pipeline(Readable.from(body()), res, () => {});
    return status;
  }

  function listObjects(
    res: ServerResponse,
    bucket: string,
    objects: Map<string, FakeS3Object>,
    query: URLSearchParams,
  ): number {
    const prefix = query.get('prefix') ?? '';
    const delimiter = query.get('delimiter') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000), pageLimit);
    const token = query.get('continuation-token');
    const after = token
      ? Buffer.from(token, 'base64url').toString()
      : (query.get('start-after') ?? '');
    const encode = query.get('encoding-type') === 'url';
    const contents: string[] = [];
    const commonPrefixes: string[] = [];
    let truncated = false;
    let last = '';
    for (const key of [...objects.keys()].sort()) {
      if (!key.startsWith(prefix) || key <= after) continue;
      if (after.endsWith(delimiter) && delimiter !== '' && key.startsWith(after)) continue;
      const cut = delimiter === '' ? -1 : key.indexOf(delimiter, prefix.length);
      const common = cut === -1 ? undefined : key.slice(0, cut + delimiter.length);
      if (common !== undefined && commonPrefixes.includes(common)) continue;
      if (contents.length + commonPrefixes.length === maxKeys) {
        truncated = true;
        break;
      }
      if (common === undefined) contents.push(key);
      else commonPrefixes.push(common);
      last = common ?? key;
    }
    const name = (text: string) => escapeXml(encode ? encodeURIComponent(text) : text);
    const body = xml(
      `<ListBucketResult xmlns="${XMLNS}"><Name>${escapeXml(bucket)}</Name>` +
        `<Prefix>${name(prefix)}</Prefix>` +
        (delimiter ? `<Delimiter>${name(delimiter)}</Delimiter>` : '') +
        `<MaxKeys>${maxKeys}</MaxKeys><KeyCount>${contents.length + commonPrefixes.length}</KeyCount>` +
        `<IsTruncated>${truncated}</IsTruncated>` +
        (encode ? '<EncodingType>url</EncodingType>' : '') +
        (token ? `<ContinuationToken>${escapeXml(token)}</ContinuationToken>` : '') +
        (truncated
          ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
          : '') +
        contents
          .map((key) => {
            const object = objects.get(key)!;
            return (
              `<Contents><Key>${name(key)}</Key>` +
              `<LastModified>${object.lastModified.toISOString()}</LastModified>` +
              `<ETag>${escapeXml(object.etag)}</ETag><Size>${object.bytes.length}</Size>` +
              '<StorageClass>STANDARD</StorageClass></Contents>'
            );
          })
          .join('') +
        commonPrefixes
          .map((common) => `<CommonPrefixes><Prefix>${name(common)}</Prefix></CommonPrefixes>`)
          .join('') +
        '</ListBucketResult>',
    );
    res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
    return 200;
  }

  function deleteObjects(
    req: IncomingMessage,
    res: ServerResponse,
    objects: Map<string, FakeS3Object>,
    body: Buffer,
  ): number {
    // S3 refuses a multi-object delete without an integrity header for its body.
    if (
      req.headers['content-md5'] === undefined &&
      req.headers['x-amz-checksum-crc32'] === undefined
    ) {
      throw new S3Error(
        400,
        'InvalidRequest',
        'Missing required header for this request: Content-MD5',
      );
    }
    checkBodyChecksums(req, body);
    const text = body.toString('utf8');
    if (!/^(<\?xml[^>]*\?>)?\s*<Delete[\s>]/.test(text)) {
      throw new S3Error(
        400,
        'MalformedXML',
        'The XML you provided was not well-formed or did not validate against our published schema.',
      );
    }
    const keys = [...text.matchAll(/<Object>\s*<Key>([\s\S]*?)<\/Key>/g)].map((m) =>
      unescapeXml(m[1]!),
    );
    if (keys.length === 0 || keys.length > 1000) {
      throw new S3Error(
        400,
        'MalformedXML',
        'The XML you provided was not well-formed or did not validate against our published schema.',
      );
    }
    const quiet = /<Quiet>\s*true\s*<\/Quiet>/.test(text);
    for (const key of keys) objects.delete(key);
    const deleted = quiet
      ? ''
      : keys.map((key) => `<Deleted><Key>${escapeXml(key)}</Key></Deleted>`).join('');
    res
      .writeHead(200, { 'content-type': 'application/xml' })
      .end(xml(`<DeleteResult xmlns="${XMLNS}">${deleted}</DeleteResult>`));
    return 200;
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    region,
    requests,
    objects(bucket) {
      const objects = buckets.get(bucket);
      if (objects === undefined) throw new Error(`No bucket ${bucket}`);
      return objects;
    },
    holdAfterFirstChunk(bucket, key) {
      let release!: () => void;
      holds.set(`${bucket}/${key}`, new Promise<void>((resolve) => (release = resolve)));
      return { release: () => release() };
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function operationOf(method: string, key: string | undefined, query: URLSearchParams): string {
  if (key === undefined || key === '') {
    if (method === 'GET') return query.get('list-type') === '2' ? 'ListObjectsV2' : 'ListObjects';
    if (method === 'POST' && query.has('delete')) return 'DeleteObjects';
    return `${method} bucket`;
  }
  if (method === 'PUT') return 'PutObject';
  if (method === 'GET') return 'GetObject';
  if (method === 'HEAD') return 'HeadObject';
  if (method === 'DELETE') return 'DeleteObject';
  return `${method} object`;
}

/** The integrity headers S3 checks against the body it received. */
function checkBodyChecksums(req: IncomingMessage, body: Buffer) {
  const md5 = req.headers['content-md5'];
  if (md5 !== undefined && createHash('md5').update(body).digest('base64') !== md5) {
    throw new S3Error(
      400,
      'BadDigest',
      'The Content-MD5 you specified did not match what we received.',
    );
  }
  const crc = req.headers['x-amz-checksum-crc32'];
  if (crc !== undefined) {
    const computed = Buffer.alloc(4);
    computed.writeUInt32BE(crc32(body));
    if (computed.toString('base64') !== crc) {
      throw new S3Error(
        400,
        'BadDigest',
        'The CRC32 you specified did not match the calculated checksum.',
      );
    }
  }
}

function sendError(res: ServerResponse, head: boolean, resource: string, error: S3Error) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const requestId = randomUUID();
  res.writeHead(error.status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId });
  if (head) {
    res.end();
    return;
  }
  const extra = Object.entries(error.extra)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  res.end(
    xml(
      `<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message>${extra}` +
        `<Resource>${escapeXml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`,
    ),
  );
}
