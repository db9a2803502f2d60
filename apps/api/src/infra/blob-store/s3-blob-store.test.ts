import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { S3BlobStore } from './s3-blob-store';
import type { S3BlobStoreOptions } from './s3-blob-store';
import { describeBlobStoreContract, failingStream } from './testing/blob-store-contract';
import { startFakeS3Server } from './testing/fake-s3-server';
import type { FakeS3Server } from './testing/fake-s3-server';
import { findClosedPort } from '../../../test/support/ports';

const BUCKET = 'studio-blobs';
const CREDENTIALS = { accessKeyId: 'TESTKEYID', secretAccessKey: 'test-secret' };
const MIB = 1024 * 1024;

function storeFor(server: FakeS3Server, overrides: Partial<S3BlobStoreOptions> = {}): S3BlobStore {
  return new S3BlobStore({ bucket: BUCKET, region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true, ...CREDENTIALS, ...overrides });
}

describeBlobStoreContract('S3BlobStore', async () => {
  // A small listing page makes deletePrefix follow continuation tokens.
  const server = await startFakeS3Server({ buckets: [BUCKET], accessKeyId: CREDENTIALS.accessKeyId, listPageSize: 7 });
  return { store: storeFor(server), dispose: () => server.close() };
});

describe('S3BlobStore against the S3 protocol', () => {
  let server: FakeS3Server;

  beforeEach(async () => {
    server = await startFakeS3Server({ buckets: [BUCKET], accessKeyId: CREDENTIALS.accessKeyId });
  });

  afterEach(async () => {
    await server.close();
  });

  const objectsInBucket = () => server.buckets.get(BUCKET)!;
  const operations = () => server.requests.map((request) => request.operation);

  it('sends a Buffer as one signed PutObject with its length and content type', async () => {
    const data = randomBytes(1000);

    await storeFor(server).put('avatars/1.webp', data, { contentType: 'image/webp' });

    expect(operations()).toEqual(['PutObject']);
    const [request] = server.requests;
    expect(request!.headers['content-length']).toBe('1000');
    expect(request!.headers['content-type']).toBe('image/webp');
    expect(request!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=TESTKEYID\//);
    expect(objectsInBucket().get('avatars/1.webp')!.body.equals(data)).toBe(true);
  });

  it('streams a large body as a multipart upload', async () => {
    const chunks = Array.from({ length: 12 }, () => randomBytes(MIB));

    const result = await storeFor(server).put('books/big.pdf', Readable.from(chunks), { contentType: 'application/pdf' });

    expect(result).toEqual({ key: 'books/big.pdf', size: 12 * MIB });
    expect(operations()).toEqual(['CreateMultipartUpload', 'UploadPart', 'UploadPart', 'UploadPart', 'CompleteMultipartUpload']);
    const stored = objectsInBucket().get('books/big.pdf')!;
    expect(stored.contentType).toBe('application/pdf');
    // Buffer.equals, not toEqual: a deep comparison of 12 MiB byte by byte takes minutes.
    expect(stored.body.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('aborts the multipart upload when a large stream fails, leaving no object and no open upload', async () => {
    const store = storeFor(server);

    await expect(store.put('books/broken.pdf', failingStream(Array.from({ length: 7 }, () => randomBytes(MIB))))).rejects.toThrow('client aborted the upload');

    expect(operations()).toContain('CreateMultipartUpload');
    expect(operations().at(-1)).toBe('AbortMultipartUpload');
    expect(server.openUploads.size).toBe(0);
    expect(objectsInBucket().has('books/broken.pdf')).toBe(false);
  });

  it('fails a stream upload that S3 refuses instead of waiting on the unread stream', async () => {
    const source = Readable.from(Array.from({ length: 12 }, () => randomBytes(MIB)));

    await expect(storeFor(server, { bucket: 'no-such-bucket' }).put('books/big.pdf', source)).rejects.toMatchObject({ name: 'NoSuchBucket' });

    expect(source.destroyed).toBe(true);
  });

  it('keeps every key under the configured prefix', async () => {
    const store = storeFor(server, { prefix: 'tenant-a/' });

    await store.put('stories/1/cover.png', Buffer.from('cover'));
    objectsInBucket().set('stories/1/cover.png', { body: Buffer.from('not ours'), contentType: 'text/plain', lastModified: new Date() });

    expect([...objectsInBucket().keys()].sort()).toEqual(['stories/1/cover.png', 'tenant-a/stories/1/cover.png']);
    expect((await store.getBuffer('stories/1/cover.png')).toString()).toBe('cover');
    await store.deletePrefix('stories/');
    expect([...objectsInBucket().keys()]).toEqual(['stories/1/cover.png']);
  });

  it('deletes a prefix in batches of one DeleteObjects call per listing page', async () => {
    const store = storeFor(server);
    await Promise.all(Array.from({ length: 5 }, (_, index) => store.put(`bulk/${index}`, Buffer.from('x'))));
    server.requests.length = 0;

    await store.deletePrefix('bulk/');

    expect(operations()).toEqual(['ListObjectsV2', 'DeleteObjects']);
    expect(objectsInBucket().size).toBe(0);
  });

  it('check() is not ok when the bucket does not exist', async () => {
    const result = await storeFor(server, { bucket: 'no-such-bucket' }).check();

    expect(result).toEqual({ ok: false, detail: 'S3 bucket "no-such-bucket" is not reachable: NotFound (HTTP 404)' });
  });

  it('check() is not ok with unknown credentials', async () => {
    const result = await storeFor(server, { accessKeyId: 'SOMEONE-ELSE' }).check();

    expect(result.ok).toBe(false);
    expect(result.detail).toContain('HTTP 403');
  });

  it('check() is not ok when nothing listens at the endpoint', async () => {
    const closedPort = await findClosedPort();

    const result = await storeFor(server, { endpoint: `http://127.0.0.1:${closedPort}` }).check();

    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/not reachable: .*ECONNREFUSED/);
  });

  it('refuses an access key id without its secret', () => {
    expect(() => storeFor(server, { secretAccessKey: undefined })).toThrow(/given together/);
  });
});
