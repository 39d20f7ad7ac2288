import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * AWS Signature Version 4 as S3 checks it on header-signed requests, written from the
 * specification (not with the SDK's own signer, so a mistake on either side shows up).
 */

export type SignatureCheck =
  | { ok: true; accessKeyId: string }
  | { ok: false; status: number; code: string; message: string; extra?: Record<string, string> };

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/([^/\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 unreserved characters stay; everything else is %XX in upper case. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(rawQuery: string): string {
  if (rawQuery === '') return '';
  return rawQuery
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at === -1 ? pair : pair.slice(0, at);
      const value = at === -1 ? '' : pair.slice(at + 1);
      const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, '%20'));
      return [uriEncode(decode(name)), uriEncode(decode(value))] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export function verifySignatureV4(
  request: { method: string; rawPath: string; rawQuery: string; headers: IncomingHttpHeaders },
  body: Buffer,
  expected: { accessKeyId: string; secretAccessKey: string; region: string; now: Date },
): SignatureCheck {
  const authorization = request.headers.authorization;
  if (authorization === undefined) {
    return { ok: false, status: 403, code: 'AccessDenied', message: 'Access Denied' };
  }
  const match = AUTHORIZATION.exec(authorization);
  if (!match) {
    return {
      ok: false,
      status: 400,
      code: 'AuthorizationHeaderMalformed',
      message: 'The authorization header is malformed.',
    };
  }
  const [, accessKeyId, scopeDate, region, service, signedHeaderList, signature] =
    match as unknown as [string, string, string, string, string, string, string];
  if (accessKeyId !== expected.accessKeyId) {
    return {
      ok: false,
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
      extra: { AWSAccessKeyId: accessKeyId },
    };
  }
  if (region !== expected.region || service !== 's3') {
    return {
      ok: false,
      status: 400,
      code: 'AuthorizationHeaderMalformed',
      message: `The authorization header is malformed; the region '${region}' or service '${service}' is wrong; expecting '${expected.region}' and 's3'.`,
    };
  }
  const amzDate = headerValue(request.headers, 'x-amz-date');
  const dateParts = amzDate === undefined ? null : AMZ_DATE.exec(amzDate);
  if (amzDate === undefined || !dateParts || !amzDate.startsWith(scopeDate)) {
    return {
      ok: false,
      status: 403,
      code: 'AccessDenied',
      message: 'AWS authentication requires a valid Date or x-amz-date header',
    };
  }
  const [, y, mo, d, h, mi, s] = dateParts.map(Number) as number[];
  const signedAt = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (Math.abs(signedAt - expected.now.getTime()) > MAX_CLOCK_SKEW_MS) {
    return {
      ok: false,
      status: 403,
      code: 'RequestTimeTooSkewed',
      message: 'The difference between the request time and the current time is too large.',
    };
  }
  const signedHeaders = signedHeaderList.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) {
      return {
        ok: false,
        status: 403,
        code: 'AccessDenied',
        message: `There were headers present in the request which were not signed: ${required}`,
      };
    }
  }
  const payloadHash = headerValue(request.headers, 'x-amz-content-sha256');
  if (payloadHash === undefined) {
    return {
      ok: false,
      status: 400,
      code: 'InvalidRequest',
      message: 'Missing required header for this request: x-amz-content-sha256',
    };
  }
  if (/^[0-9a-f]{64}$/.test(payloadHash)) {
    if (sha256Hex(body) !== payloadHash) {
      return {
        ok: false,
        status: 400,
        code: 'XAmzContentSHA256Mismatch',
        message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
      };
    }
  } else if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    return {
      ok: false,
      status: 501,
      code: 'NotImplemented',
      message: `This test server does not accept the payload mode ${payloadHash}.`,
    };
  }

  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = headerValue(request.headers, name);
      return `${name}:${(value ?? '').trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    request.rawPath,
    canonicalQuery(request.rawQuery),
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${scopeDate}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${expected.secretAccessKey}`, scopeDate), region), 's3'),
    'aws4_request',
  );
  const computed = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(computed, Buffer.from(signature, 'hex'))) {
    return {
      ok: false,
      status: 403,
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      extra: {
        AWSAccessKeyId: accessKeyId,
        StringToSign: stringToSign,
        CanonicalRequest: canonicalRequest,
      },
    };
  }
  return { ok: true, accessKeyId };
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}
