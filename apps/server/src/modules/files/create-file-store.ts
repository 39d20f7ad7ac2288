import type { S3Config } from '../../config';
import { createLocalFileStore, type FileStore } from './file-store';

/**
 * The S3-compatible bucket when one is configured, the local directory otherwise. The AWS SDK is
 * loaded only for a bucket: it was a tenth of a second of every start without one.
 */
export async function createFileStore(options: {
  s3: S3Config | undefined;
  localRoot: string;
}): Promise<FileStore> {
  if (options.s3 === undefined) return createLocalFileStore(options.localRoot);
  const { createS3FileStore } = await import('./s3-file-store');
  return createS3FileStore(options.s3);
}
