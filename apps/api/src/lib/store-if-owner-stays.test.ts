import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FsBlobStore } from '../infra/blob-store/fs-blob-store';
import { storeIfOwnerStays } from './store-if-owner-stays';

describe('storeIfOwnerStays', () => {
  let rootDir: string;
  let blobs: FsBlobStore;
  beforeEach(async () => {
    rootDir = await mkdtemp(join(tmpdir(), 'store-if-owner-stays-'));
    blobs = new FsBlobStore({ rootDir });
  });
  afterEach(() => rm(rootDir, { recursive: true, force: true }));

  const keys = ['pictures/a/full.webp', 'pictures/a/thumb.webp'];
  const storeBoth = () => Promise.all(keys.map((key) => blobs.put(key, Buffer.from(key))));
  const present = async () => (await Promise.all(keys.map((key) => blobs.head(key)))).map(Boolean);

  it('keeps the files its owner recorded, and hands `record` what `store` answered', async () => {
    let seen: unknown;
    expect(await storeIfOwnerStays(blobs, keys, async () => (await storeBoth()).length, async (stored) => ((seen = stored), true))).toBe(true);
    expect(seen).toBe(2);
    expect(await present()).toEqual([true, true]);
  });

  it('removes every file when the owner is gone', async () => {
    expect(await storeIfOwnerStays(blobs, keys, storeBoth, async () => false)).toBe(false);
    expect(await present()).toEqual([false, false]);
  });

  it('removes every file, and throws, when recording fails', async () => {
    await expect(storeIfOwnerStays(blobs, keys, storeBoth, () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await present()).toEqual([false, false]);
  });

  it('removes what was stored, and throws, when storing fails half-way', async () => {
    const storeOne = async () => {
      await blobs.put(keys[0]!, Buffer.from('one'));
      throw new Error('disk full');
    };
    await expect(storeIfOwnerStays(blobs, keys, storeOne, async () => true)).rejects.toThrow('disk full');
    expect(await present()).toEqual([false, false]);
  });
});
