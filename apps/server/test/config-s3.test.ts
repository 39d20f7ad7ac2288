import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { configProblemsOf } from './helpers/config-problems';

const cwd = '/srv/reelwright';
const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret/key+example' };

const problemsOf = (env: Record<string, string>) => configProblemsOf(env, cwd);

describe('S3 file store configuration', () => {
  it('keeps files on the local disk when no S3 variable is set, or all are empty', () => {
    expect(loadConfig({}, { cwd }).s3).toBeUndefined();
    const empty = {
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
    };
    expect(loadConfig(empty, { cwd }).s3).toBeUndefined();
  });

  it('MinIO: an endpoint turns path-style addressing on, the region defaults to us-east-1', () => {
    const config = loadConfig(
      { S3_BUCKET: 'reelwright', S3_ENDPOINT: 'http://minio:9000', ...keys },
      { cwd },
    );
    expect(config.s3).toEqual({
      bucket: 'reelwright',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/key+example',
      forcePathStyle: true,
      prefix: '',
    });
  });

  it('AWS S3: no endpoint, virtual-hosted addressing, the region given', () => {
    const config = loadConfig(
      { S3_BUCKET: 'my.media-bucket', S3_REGION: 'eu-west-1', ...keys },
      { cwd },
    );
    expect(config.s3).toMatchObject({
      bucket: 'my.media-bucket',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it('Cloudflare R2: region auto, path style turned off by hand (R2 takes either), a prefix normalized to end in /', () => {
    const config = loadConfig(
      {
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'false',
        S3_PREFIX: '/apps/reelwright/',
        ...keys,
      },
      { cwd },
    );
    expect(config.s3).toMatchObject({
      region: 'auto',
      forcePathStyle: false,
      prefix: 'apps/reelwright/',
    });
    expect(
      loadConfig({ S3_BUCKET: 'media', S3_PREFIX: 'files', ...keys }, { cwd }).s3?.prefix,
    ).toBe('files/');
  });

  it('needs both keys with a bucket, naming each missing one', () => {
    expect(problemsOf({ S3_BUCKET: 'media' })).toEqual([
      'S3_ACCESS_KEY_ID is required when S3_BUCKET is set',
      'S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
    ]);
    expect(problemsOf({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([
      'S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
    ]);
  });

  it('needs a bucket when an endpoint or keys are set', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000', ...keys })).toEqual([
      "S3_BUCKET is required when S3_ENDPOINT is set (the bucket's name)",
      "S3_BUCKET is required when S3_ACCESS_KEY_ID is set (the bucket's name)",
      "S3_BUCKET is required when S3_SECRET_ACCESS_KEY is set (the bucket's name)",
    ]);
  });

  it('names each malformed variable with the value it got', () => {
    expect(
      problemsOf({
        S3_BUCKET: 'My_Bucket',
        S3_ENDPOINT: 'minio:9000',
        S3_REGION: 'EU West',
        S3_FORCE_PATH_STYLE: 'sometimes',
        S3_PREFIX: 'a//b',
        ...keys,
      }),
    ).toEqual([
      'S3_BUCKET must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens (got "My_Bucket")',
      'S3_ENDPOINT must be an http(s) URL such as http://minio:9000 or https://<account>.r2.cloudflarestorage.com (got "minio:9000")',
      'S3_REGION must be a region name such as us-east-1 (auto for Cloudflare R2) (got "EU West")',
      'S3_FORCE_PATH_STYLE must be one of true, false, 1, 0, yes, no (got "sometimes")',
      'S3_PREFIX must be a key prefix of letters, digits, dots, dashes and slashes such as media/ (got "a//b")',
    ]);
    expect(problemsOf({ S3_BUCKET: 'media', S3_PREFIX: 'media/../other', ...keys })).toEqual([
      'S3_PREFIX must not contain . or .. segments (got "media/../other")',
    ]);
  });
});
