import type { BlobStore } from '../infra/blob-store/blob-store';

/**
 * The "store, then record" step for files of something the customer can delete while they are being
 * made (by a background job, or a request drawing a preview). `store` writes the files under `keys`;
 * `record` then names them in the database (or only finds the owner, for files deleted by their
 * folder) and answers false when the owner is gone. Only recorded files stay: when the owner was
 * deleted meanwhile, or storing or recording fails, every key is deleted again, so no file outlives
 * its owner. Answers whether the files were recorded.
 *
 * `record` must look for the owner in the same transaction that names the files, holding it against
 * deletion until that commits: a look before it could pass just before the owner goes.
 */
export async function storeIfOwnerStays<Stored>(blobs: BlobStore, keys: readonly string[], store: () => Promise<Stored>, record: (stored: Stored) => Promise<boolean>): Promise<boolean> {
  const discard = () => Promise.all(keys.map((key) => blobs.delete(key)));
  try {
    if (await record(await store())) return true;
  } catch (error) {
    await discard();
    throw error;
  }
  await discard();
  return false;
}
