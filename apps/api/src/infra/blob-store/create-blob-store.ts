import type { BlobStore } from './blob-store';
import { FsBlobStore } from './fs-blob-store';
import type { FsBlobStoreOptions } from './fs-blob-store';
import { S3BlobStore } from './s3-blob-store';
import type { S3BlobStoreOptions } from './s3-blob-store';

export type BlobStoreConfig = ({ kind: 'fs' } & FsBlobStoreOptions) | ({ kind: 's3' } & S3BlobStoreOptions);

export function createBlobStore(config: BlobStoreConfig): BlobStore {
  if (config.kind === 'fs') return new FsBlobStore({ rootDir: config.rootDir });
  const { kind: _kind, ...s3Options } = config;
  return new S3BlobStore(s3Options);
}
