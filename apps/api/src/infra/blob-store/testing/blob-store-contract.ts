import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError, InvalidBlobKeyError } from '../blob-store';
import type { BlobStore } from '../blob-store';

export type BlobStoreFixture = { store: BlobStore; dispose(): Promise<void> };

/** A stream that delivers `chunks` and then fails, like an upload whose client went away. */
export function failingStream(chunks: Buffer[], message = 'client aborted the upload'): Readable {
  return Readable.from(
    (async function* () {
      yield* chunks;
      throw new Error(message);
    })(),
  );
}

/** The behaviour every BlobStore adapter must share; each adapter's test file runs it once. */
export function describeBlobStoreContract(adapterName: string, createFixture: () => Promise<BlobStoreFixture>): void {
  describe(`BlobStore contract: ${adapterName}`, () => {
    let fixture: BlobStoreFixture;
    let store: BlobStore;

    beforeEach(async () => {
      fixture = await createFixture();
      store = fixture.store;
    });

    afterEach(async () => {
      await fixture.dispose();
    });

    it('stores a Buffer and reads it back byte for byte, with its size and content type', async () => {
      const data = randomBytes(300 * 1024);

      await expect(store.put('avatars/7f3c.webp', data, { contentType: 'image/webp' })).resolves.toEqual({
        key: 'avatars/7f3c.webp',
        size: data.length,
      });

      expect((await store.getBuffer('avatars/7f3c.webp')).equals(data)).toBe(true);
      await expect(store.head('avatars/7f3c.webp')).resolves.toEqual({ size: data.length, contentType: 'image/webp' });
    });

    it('stores a stream, counting its size, and streams it back', async () => {
      const chunks = [randomBytes(70_000), randomBytes(1), randomBytes(130_000)];
      const total = Buffer.concat(chunks);

      const result = await store.put('books/1/book.pdf', Readable.from(chunks), { contentType: 'application/pdf' });

      expect(result).toEqual({ key: 'books/1/book.pdf', size: total.length });
      const stream = await store.get('books/1/book.pdf');
      expect(stream).toBeInstanceOf(Readable);
      expect((await buffer(stream)).equals(total)).toBe(true);
    });

    it('stores empty objects', async () => {
      await expect(store.put('empty.txt', Buffer.alloc(0), { contentType: 'text/plain' })).resolves.toEqual({ key: 'empty.txt', size: 0 });
      expect(await store.getBuffer('empty.txt')).toHaveLength(0);
      await expect(store.head('empty.txt')).resolves.toEqual({ size: 0, contentType: 'text/plain' });
    });

    it('defaults the content type to application/octet-stream', async () => {
      await store.put('misc/blob.bin', Buffer.from('bytes'));
      await expect(store.head('misc/blob.bin')).resolves.toEqual({ size: 5, contentType: 'application/octet-stream' });
    });

    it('replaces an object, content type included, when the same key is written again', async () => {
      await store.put('pages/1.png', Buffer.from('first version'), { contentType: 'image/png' });
      await store.put('pages/1.png', Readable.from([Buffer.from('second')]), { contentType: 'image/jpeg' });

      expect((await store.getBuffer('pages/1.png')).toString()).toBe('second');
      await expect(store.head('pages/1.png')).resolves.toEqual({ size: 6, contentType: 'image/jpeg' });
    });

    it('reports a missing object as BlobNotFoundError from get and getBuffer, and null from head', async () => {
      await expect(store.get('missing/key.png')).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.getBuffer('missing/key.png')).rejects.toMatchObject({ name: 'BlobNotFoundError', key: 'missing/key.png' });
      await expect(store.head('missing/key.png')).resolves.toBeNull();
    });

    it('does not treat a "folder" of keys as an object', async () => {
      await store.put('stories/9/cover.png', Buffer.from('cover'));

      await expect(store.get('stories/9')).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.head('stories/9')).resolves.toBeNull();
      await store.delete('stories/9');
      expect((await store.getBuffer('stories/9/cover.png')).toString()).toBe('cover');
    });

    it('deletes an object, and deleting a missing one is fine', async () => {
      await store.put('avatars/a.webp', Buffer.from('a'));

      await store.delete('avatars/a.webp');
      await store.delete('avatars/a.webp');
      await store.delete('never/existed.webp');

      await expect(store.head('avatars/a.webp')).resolves.toBeNull();
      await expect(store.get('avatars/a.webp')).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('deletes exactly the keys under a prefix', async () => {
      const keys = ['stories/1/cover.png', 'stories/1/pages/1.png', 'stories/1/pages/2.png', 'stories/10/cover.png', 'stories/2/cover.png', 'avatars/1.webp'];
      await Promise.all(keys.map((key) => store.put(key, Buffer.from(key))));

      await store.deletePrefix('stories/1/');

      const remaining = await Promise.all(keys.map(async (key) => ((await store.head(key)) ? key : null)));
      expect(remaining.filter(Boolean)).toEqual(['stories/10/cover.png', 'stories/2/cover.png', 'avatars/1.webp']);
      await store.put('stories/1/cover.png', Buffer.from('written again'));
      expect((await store.getBuffer('stories/1/cover.png')).toString()).toBe('written again');
    });

    it('treats a prefix as a plain string prefix, like S3', async () => {
      await Promise.all(['stories/1/a.png', 'stories/10/a.png', 'stories/1.png', 'stories/2/a.png'].map((key) => store.put(key, Buffer.from(key))));

      await store.deletePrefix('stories/1');

      await expect(store.head('stories/1/a.png')).resolves.toBeNull();
      await expect(store.head('stories/10/a.png')).resolves.toBeNull();
      await expect(store.head('stories/1.png')).resolves.toBeNull();
      await expect(store.head('stories/2/a.png')).resolves.toMatchObject({ size: 15 });
      await store.deletePrefix('nothing/here/');
    });

    it('deletes prefixes holding more objects than one listing page', async () => {
      const keys = Array.from({ length: 25 }, (_, index) => `bulk/${String(index).padStart(3, '0')}.txt`);
      await Promise.all(keys.map((key) => store.put(key, Buffer.from(key))));

      await store.deletePrefix('bulk/');

      const heads = await Promise.all(keys.map((key) => store.head(key)));
      expect(heads.every((head) => head === null)).toBe(true);
    });

    it('leaves no object behind when the input stream fails', async () => {
      await expect(store.put('uploads/broken.pdf', failingStream([randomBytes(64 * 1024)]))).rejects.toThrow('client aborted the upload');

      await expect(store.head('uploads/broken.pdf')).resolves.toBeNull();
      await expect(store.get('uploads/broken.pdf')).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('keeps the previous object intact when a replacement stream fails', async () => {
      await store.put('uploads/book.pdf', Buffer.from('complete book'), { contentType: 'application/pdf' });

      await expect(store.put('uploads/book.pdf', failingStream([Buffer.from('half a bo')]), { contentType: 'text/plain' })).rejects.toThrow();

      expect((await store.getBuffer('uploads/book.pdf')).toString()).toBe('complete book');
      await expect(store.head('uploads/book.pdf')).resolves.toEqual({ size: 13, contentType: 'application/pdf' });
    });

    it('ends concurrent writes of one key with one complete version', async () => {
      const versions = Array.from({ length: 6 }, (_, index) => Buffer.alloc(200 * 1024, index + 1));

      await Promise.all(versions.map((version) => store.put('race/key.bin', Readable.from([version.subarray(0, 1000), version.subarray(1000)]))));

      const stored = await store.getBuffer('race/key.bin');
      expect(versions.some((version) => version.equals(stored))).toBe(true);
    });

    it('rejects unsafe keys in every method before touching storage', async () => {
      const unsafeKeys = ['', '/etc/passwd', '../outside', 'a/../../b', 'a\\b', 'a//b', 'a/', './a', 'a b', 'ä.png', 'a?b=c', 'x'.repeat(1025)];
      for (const key of unsafeKeys) {
        await expect(store.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.put(key, Readable.from([Buffer.from('x')])), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.getBuffer(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.head(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
      for (const prefix of ['', '/', '../', 'a//', '/stories/']) {
        await expect(store.deletePrefix(prefix), prefix).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
    });

    it('check() reports a working store', async () => {
      await expect(store.check()).resolves.toMatchObject({ ok: true });
    });
  });
}
