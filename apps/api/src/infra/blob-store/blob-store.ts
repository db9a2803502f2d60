import type { Readable } from 'node:stream';

export type PutBlobOptions = {
  /** Stored with the object; `application/octet-stream` when omitted. */
  contentType?: string;
};

export type BlobHead = { size: number; contentType?: string };

export type BlobStoreCheck = { ok: boolean; detail: string };

/**
 * Binary objects (avatars, illustrations, PDFs) addressed by opaque keys such as
 * `avatars/<uuid>.webp`. Keys are validated by every method (see `blob-key.ts`); the store never
 * reveals where or how an object is kept.
 */
export interface BlobStore {
  /** Stores the whole input under `key`, replacing any previous object; a failed write leaves the previous object (or nothing) in place. */
  put(key: string, data: Buffer | Readable, options?: PutBlobOptions): Promise<{ key: string; size: number }>;
  /** Streams the object; throws `BlobNotFoundError` when there is none. */
  get(key: string): Promise<Readable>;
  /** Reads the whole object into memory; throws `BlobNotFoundError` when there is none. */
  getBuffer(key: string): Promise<Buffer>;
  /** Size and content type, or `null` when there is no object. */
  head(key: string): Promise<BlobHead | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a plain string prefix, as in S3: `stories/1` also matches `stories/10/…`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Whether objects can be stored right now, for health checks. */
  check(): Promise<BlobStoreCheck>;
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export class BlobNotFoundError extends Error {
  override readonly name = 'BlobNotFoundError';

  constructor(readonly key: string) {
    super(`No blob stored under "${key}"`);
  }
}

export class InvalidBlobKeyError extends Error {
  override readonly name = 'InvalidBlobKeyError';

  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid blob key "${key}": ${reason}`);
  }
}
