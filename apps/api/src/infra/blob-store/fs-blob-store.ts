import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { assertValidBlobKey, assertValidBlobPrefix } from './blob-key';
import { BlobNotFoundError, DEFAULT_CONTENT_TYPE } from './blob-store';
import type { BlobHead, BlobStore, BlobStoreCheck, PutBlobOptions } from './blob-store';

export type FsBlobStoreOptions = { rootDir: string };

/**
 * Keeps each object as a plain file at `<rootDir>/<key>`, so the files can be opened directly while
 * developing. The content type lives in a sidecar file `<key>~content-type`; temporary files are
 * `<key>~tmp-<random>`. `~` is outside the key alphabet, so these names can never collide with a key.
 *
 * Every write goes to a temporary file that is renamed into place only once it is complete, so a
 * failed or aborted upload leaves the previous object (or nothing) behind. The sidecar is replaced
 * just before the data; two concurrent writers of the same key with different content types can
 * therefore leave one writer's data with the other's type (keys are normally unique ids).
 *
 * Unlike S3, a key cannot also be a "folder" of other keys (`a` and `a/b` cannot both exist).
 */
export class FsBlobStore implements BlobStore {
  private readonly rootDir: string;

  constructor(options: FsBlobStoreOptions) {
    this.rootDir = resolve(options.rootDir);
  }

  async put(key: string, data: Buffer | Readable, options: PutBlobOptions = {}): Promise<{ key: string; size: number }> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const dataTempPath = temporaryPathFor(path);
    const typeTempPath = temporaryPathFor(path);
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(dataTempPath, { flags: 'wx' }));
      const { size } = await stat(dataTempPath);
      await writeFile(typeTempPath, options.contentType ?? DEFAULT_CONTENT_TYPE, { flag: 'wx' });
      await rename(typeTempPath, contentTypePathOf(path));
      await rename(dataTempPath, path);
      return { key, size };
    } catch (error) {
      await Promise.all([rm(dataTempPath, { force: true }), rm(typeTempPath, { force: true })]);
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    const handle = await open(path, 'r').catch((error: unknown) => {
      throw isMissingFileError(error) ? new BlobNotFoundError(key) : error;
    });
    // Opening a directory succeeds on Linux; a "folder" of keys is not an object.
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw new BlobNotFoundError(key);
    }
    return handle.createReadStream();
  }

  async getBuffer(key: string): Promise<Buffer> {
    return buffer(await this.get(key));
  }

  async head(key: string): Promise<BlobHead | null> {
    const path = this.pathOf(key);
    const stats = await stat(path).catch(nullWhenMissing);
    if (!stats?.isFile()) return null;
    const contentType = await readFile(contentTypePathOf(path), 'utf8').catch(nullWhenMissing);
    return contentType === null ? { size: stats.size } : { size: stats.size, contentType };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!(await stat(path).catch(nullWhenMissing))?.isFile()) return;
    await rm(path, { force: true });
    await rm(contentTypePathOf(path), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidBlobPrefix(prefix);
    // Only the directory holding the prefix's last segment can contain matching keys.
    const searchDir = join(this.rootDir, ...prefix.split('/').slice(0, -1));
    const entries = await listRecursively(searchDir);
    const paths = (entries: Dirent[]) => entries.map((entry) => join(entry.parentPath, entry.name));
    // Sidecars and temporary files start with their object's key, so they match along with it.
    const files = paths(entries.filter((entry) => !entry.isDirectory())).filter((path) => this.keyOf(path).startsWith(prefix));
    await Promise.all(files.map((path) => rm(path, { force: true })));
    const directories = [searchDir, ...paths(entries.filter((entry) => entry.isDirectory()))];
    await removeEmptyDirectories(directories.filter((path) => `${this.keyOf(path)}/`.startsWith(prefix)));
  }

  async check(): Promise<BlobStoreCheck> {
    const probePath = join(this.rootDir, `~probe-${randomBytes(4).toString('hex')}`);
    try {
      await mkdir(this.rootDir, { recursive: true });
      await writeFile(probePath, '');
      await rm(probePath);
      return { ok: true, detail: 'local blob directory is writable' };
    } catch (error) {
      return { ok: false, detail: `local blob directory is not writable: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
    }
  }

  private pathOf(key: string): string {
    assertValidBlobKey(key);
    const path = join(this.rootDir, ...key.split('/'));
    // The key rules already forbid escaping the root; this guards against a future rule change.
    if (!path.startsWith(this.rootDir + sep)) throw new Error(`Blob key "${key}" resolves outside the store`);
    return path;
  }

  private keyOf(path: string): string {
    return relative(this.rootDir, path).split(sep).join('/');
  }
}

function contentTypePathOf(path: string): string {
  return `${path}~content-type`;
}

function temporaryPathFor(path: string): string {
  return `${path}~tmp-${randomBytes(6).toString('hex')}`;
}

async function listRecursively(directory: string): Promise<Dirent[]> {
  try {
    return await readdir(directory, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (isMissingFileError(error)) return [];
    throw error;
  }
}

/** Deepest first, so emptied parents can go too; a directory that got new content meanwhile stays. */
async function removeEmptyDirectories(directories: string[]): Promise<void> {
  const deepestFirst = [...directories].sort((a, b) => b.split(sep).length - a.split(sep).length);
  for (const directory of deepestFirst) {
    await rmdir(directory).catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'ENOENT') throw error;
    });
  }
}

function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function nullWhenMissing(error: unknown): null {
  if (isMissingFileError(error)) return null;
  throw error;
}
