import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBlobStore } from './create-blob-store';
import { FsBlobStore } from './fs-blob-store';
import { S3BlobStore } from './s3-blob-store';
import { startFakeS3Server } from './testing/fake-s3-server';

describe('createBlobStore', () => {
  it('builds a local-directory store for kind "fs"', async () => {
    const rootDir = await mkdtemp(join(tmpdir(), 'create-blob-store-'));
    try {
      const store = createBlobStore({ kind: 'fs', rootDir });
      expect(store).toBeInstanceOf(FsBlobStore);
      await store.put('a/b.txt', Buffer.from('hello'));
      expect((await store.getBuffer('a/b.txt')).toString()).toBe('hello');
    } finally {
      await rm(rootDir, { recursive: true, force: true });
    }
  });

  it('builds an S3 store for kind "s3", passing its settings through', async () => {
    const server = await startFakeS3Server({ buckets: ['media'], accessKeyId: 'KEY' });
    try {
      const store = createBlobStore({
        kind: 's3',
        bucket: 'media',
        region: 'auto',
        endpoint: server.endpoint,
        forcePathStyle: true,
        accessKeyId: 'KEY',
        secretAccessKey: 'SECRET',
        prefix: 'prod',
      });
      expect(store).toBeInstanceOf(S3BlobStore);
      await store.put('a/b.txt', Buffer.from('hello'));
      expect([...server.buckets.get('media')!.keys()]).toEqual(['prod/a/b.txt']);
    } finally {
      await server.close();
    }
  });
});
