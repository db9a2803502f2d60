import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FsBlobStore } from './fs-blob-store';
import { describeBlobStoreContract, failingStream } from './testing/blob-store-contract';

describeBlobStoreContract('FsBlobStore', async () => {
  const rootDir = await mkdtemp(join(tmpdir(), 'fs-blob-store-'));
  return { store: new FsBlobStore({ rootDir }), dispose: () => rm(rootDir, { recursive: true, force: true }) };
});

describe('FsBlobStore on disk', () => {
  let workDir: string;
  let rootDir: string;
  let store: FsBlobStore;

  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'fs-blob-store-disk-'));
    rootDir = join(workDir, 'blobs');
    store = new FsBlobStore({ rootDir });
  });

  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  const filesUnder = async (dir: string) => (await readdir(dir, { recursive: true })).sort();

  it('keeps each object as a plain file named by its key, with a content-type sidecar', async () => {
    await store.put('avatars/1.webp', Buffer.from('webp bytes'), { contentType: 'image/webp' });

    expect(await filesUnder(rootDir)).toEqual(['avatars', 'avatars/1.webp', 'avatars/1.webp~content-type']);
  });

  it('leaves neither the object nor a temporary file when the stream fails midway', async () => {
    await expect(store.put('uploads/a/broken.pdf', failingStream([randomBytes(256 * 1024), randomBytes(256 * 1024)]))).rejects.toThrow();

    expect(await filesUnder(rootDir)).toEqual(['uploads', 'uploads/a']);
  });

  it('removes files, sidecars and emptied directories under a deleted prefix, and nothing else', async () => {
    await store.put('stories/1/cover.png', Buffer.from('c'));
    await store.put('stories/1/pages/1.png', Buffer.from('p'));
    await store.put('stories/2/cover.png', Buffer.from('c'));

    await store.deletePrefix('stories/1/');

    expect(await filesUnder(rootDir)).toEqual(['stories', 'stories/2', 'stories/2/cover.png', 'stories/2/cover.png~content-type']);
  });

  it('check() creates the root directory and reports ok', async () => {
    await expect(store.check()).resolves.toEqual({ ok: true, detail: 'local blob directory is writable' });
    expect(await filesUnder(rootDir)).toEqual([]);
  });

  it('check() reports not ok, without revealing the path, when the root cannot be created', async () => {
    const blockingFile = join(workDir, 'occupied');
    await writeFile(blockingFile, 'a file, not a directory');
    const blocked = new FsBlobStore({ rootDir: join(blockingFile, 'blobs') });

    const result = await blocked.check();

    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/not writable: ENOTDIR/);
    expect(result.detail).not.toContain(workDir);
  });
});
