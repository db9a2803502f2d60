import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { assertValidBlobKey, assertValidBlobPrefix } from './blob-key';
import { BlobNotFoundError, DEFAULT_CONTENT_TYPE } from './blob-store';
import type { BlobHead, BlobStore, BlobStoreCheck, PutBlobOptions } from './blob-store';

export type S3BlobStoreOptions = {
  bucket: string;
  /** `auto` for Cloudflare R2; any value for MinIO. */
  region: string;
  /** For S3-compatible services, e.g. `http://localhost:9000` (MinIO) or `https://<account>.r2.cloudflarestorage.com`. */
  endpoint?: string;
  /** `bucket` in the path instead of the host name; MinIO needs it. */
  forcePathStyle?: boolean;
  /** Without keys the SDK's default chain applies (environment, shared config, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Puts every key under `<prefix>/`, so several deployments can share one bucket. */
  prefix?: string;
};

/**
 * Objects in an S3 bucket (AWS S3, MinIO, Cloudflare R2). Buffers go up in one PutObject with a
 * known length; streams go through `@aws-sdk/lib-storage`'s Upload, which buffers at most a few
 * 5 MiB parts and switches to a multipart upload for large bodies (aborting it when the stream fails,
 * so no object appears). S3 makes a finished upload visible atomically.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly keyPrefix: string;

  constructor(options: S3BlobStoreOptions) {
    if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey)) {
      throw new Error('S3 blob store: accessKeyId and secretAccessKey must be given together');
    }
    const prefix = options.prefix?.replace(/\/+$/, '');
    if (prefix) assertValidBlobKey(prefix);
    this.bucket = options.bucket;
    this.keyPrefix = prefix ? `${prefix}/` : '';
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
      forcePathStyle: options.forcePathStyle ?? false,
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: the SDK's default (a CRC32 on every upload) is
      // rejected by several S3-compatible services.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer | Readable, options: PutBlobOptions = {}): Promise<{ key: string; size: number }> {
    const objectKey = this.objectKeyOf(key);
    const contentType = options.contentType ?? DEFAULT_CONTENT_TYPE;
    if (Buffer.isBuffer(data)) {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: objectKey, Body: data, ContentLength: data.length, ContentType: contentType }),
      );
      return { key, size: data.length };
    }
    const counter = new ByteCounter();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: objectKey, Body: counter, ContentType: contentType },
    });
    // A failing `data` stream fails `counter` through pipeline(), and with it the upload, which then
    // aborts any multipart upload. A failing upload stops reading `counter`; destroying it makes sure
    // the pipeline ends rather than waiting on backpressure. Both settle before put() returns or throws.
    const uploaded = upload.done().catch((error: unknown) => {
      counter.destroy(error as Error);
      throw error;
    });
    const [piped, stored] = await Promise.allSettled([pipeline(data, counter), uploaded]);
    if (piped.status === 'rejected') throw piped.reason;
    if (stored.status === 'rejected') throw stored.reason;
    return { key, size: counter.bytes };
  }

  async get(key: string): Promise<Readable> {
    const objectKey = this.objectKeyOf(key);
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      // On Node the SDK's body is the http.IncomingMessage itself, a Readable.
      return response.Body as Readable;
    } catch (error) {
      throw error instanceof S3ServiceException && error.name === 'NoSuchKey' ? new BlobNotFoundError(key) : error;
    }
  }

  async getBuffer(key: string): Promise<Buffer> {
    return buffer(await this.get(key));
  }

  async head(key: string): Promise<BlobHead | null> {
    const objectKey = this.objectKeyOf(key);
    try {
      const response = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      const size = response.ContentLength ?? 0;
      return response.ContentType === undefined ? { size } : { size, contentType: response.ContentType };
    } catch (error) {
      // HEAD responses have no body, so a missing object is only known by its status.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKeyOf(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidBlobPrefix(prefix);
    let continuationToken: string | undefined;
    do {
      // A listing page holds at most 1000 keys, the most one DeleteObjects call accepts.
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.keyPrefix + prefix, ContinuationToken: continuationToken }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length > 0) await this.deleteObjects(keys);
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async check(): Promise<BlobStoreCheck> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return { ok: true, detail: `S3 bucket "${this.bucket}" is reachable` };
    } catch (error) {
      return { ok: false, detail: `S3 bucket "${this.bucket}" is not reachable: ${describeError(error)}` };
    }
  }

  private async deleteObjects(objects: Array<{ Key: string }>): Promise<void> {
    const result = await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
    );
    const failures = result.Errors ?? [];
    if (failures.length > 0) {
      const first = failures[0]!;
      throw new Error(`S3 could not delete ${failures.length} object(s), e.g. "${first.Key}": ${first.Code} ${first.Message ?? ''}`.trim());
    }
  }

  private objectKeyOf(key: string): string {
    assertValidBlobKey(key);
    return this.keyPrefix + key;
  }
}

/** Passes bytes through unchanged, counting them. */
class ByteCounter extends Transform {
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

function describeError(error: unknown): string {
  if (error instanceof S3ServiceException) {
    return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? 'unknown'})`;
  }
  return (error as Error).message || (error as Error).name;
}
