import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../app-context';
import { uploadTempDir } from '../../lib/multipart';

/** A stored file as a local temporary file (the PDF readers want a path), removed afterwards whatever happens. */
export async function withLocalCopy<T>(context: AppContext, key: string, use: (path: string) => Promise<T>): Promise<T> {
  const root = uploadTempDir(context);
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(join(root, 'copy-'));
  try {
    const path = join(dir, 'book.pdf');
    await pipeline(await context.blobs.get(key), createWriteStream(path));
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
