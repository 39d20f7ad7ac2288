import type { S3Config } from '../../config';
import { createLocalFileStore, type FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

/** The S3-compatible bucket when one is configured, the local directory otherwise. */
export function createFileStore(options: {
  s3: S3Config | undefined;
  localRoot: string;
}): FileStore {
  return options.s3 === undefined
    ? createLocalFileStore(options.localRoot)
    : createS3FileStore(options.s3);
}
