import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes to a hidden temporary file next to `path`, then renames it into place (atomic on one
 * filesystem), so a reader never sees a half-written file. The temporary name ends in `.tmp`,
 * which outbox readers ignore.
 */
export async function writeFileAtomically(path: string, data: Buffer): Promise<void> {
  const tempPath = join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(tempPath, data, { flag: 'wx' });
    await rename(tempPath, path);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}
