import { randomUUID } from 'node:crypto';
import type { ImageModel } from '@studio/contracts/billing';
import { COVER_PAGE } from '@studio/contracts/books';
import type { ArtStyle } from '@studio/contracts/stories';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { notFound } from '../../errors/app-error';
import type { DrawnPicture } from '../../infra/ai/images/image-provider';
import { lockCustomerBilling } from '../payments/billing-lock';
import { keepStoryWhileNamingFiles } from '../stories/story-access';
import { spendCredits } from '../credits/spend';
import { encodePicture } from './encode-picture';
import { deleteStoredPicture, storePicture, type StoredPicture } from './picture-store';
import { clearCurrentImage, findImageByJob, insertImage, nextVersion, type BookImageRow } from './pictures-repo';

export interface PicturePurchase {
  customerId: string;
  model: ImageModel;
  style: ArtStyle;
  /** Credits for this one picture. */
  cost: number;
  description: string;
  /** The credit hold it is paid from first (a book run's). */
  hold?: string;
}

export interface StoryPictureSlot {
  storyId: string;
  pageNumber: number;
  /** The book job drawing it: a retried job finds the pictures it already stored by this. */
  jobId: string | null;
}

export interface RecordedPicture {
  row: BookImageRow;
  /** False when this slot had already been stored and paid for (a retried job): nothing was taken again. */
  charged: boolean;
}

/** The ledger reference of one picture version: one spend per reference, ever. */
export const storyPictureReference = (storyId: string, pageNumber: number, version: number) =>
  `image:${storyId}:${pageNumber === COVER_PAGE ? 'cover' : `page-${pageNumber}`}:v${version}`;

/**
 * Draw → encode → store → record-and-charge, for one page of a story. Nothing is charged until the
 * picture is safely stored, and the row and its spend are committed together under the customer's
 * billing lock; so a drawing that fails costs nothing, a crash before the commit costs nothing (the
 * retry draws again), and a crash after it finds the row and skips the page.
 */
export async function drawStoryPicture(context: AppContext, slot: StoryPictureSlot, purchase: PicturePurchase, draw: () => Promise<DrawnPicture>): Promise<RecordedPicture> {
  const stored = await storePicture(context, purchase.customerId, await encodePicture(await draw(), context.config.screenPictureLongSide));
  return recordOrDiscard(context, stored, (tx) => recordStoryPicture(context, tx, slot, purchase, stored));
}

/** The same for a single picture from a prompt: its own id is the reference. */
export async function drawSinglePicture(context: AppContext, prompt: string, purchase: PicturePurchase, draw: () => Promise<DrawnPicture>): Promise<RecordedPicture> {
  const stored = await storePicture(context, purchase.customerId, await encodePicture(await draw(), context.config.screenPictureLongSide));
  const id = randomUUID();
  return recordOrDiscard(context, stored, async (tx) => {
    const reference = `image:single:${id}`;
    await chargeFor(context, tx, purchase, reference);
    const row = await insertImage(tx, { id, ...rowValues(purchase, stored, reference), prompt, isCurrent: true });
    return { row, charged: purchase.cost > 0 };
  });
}

async function recordOrDiscard(context: AppContext, stored: StoredPicture, record: (tx: Tx) => Promise<RecordedPicture>): Promise<RecordedPicture> {
  let recorded: RecordedPicture;
  try {
    recorded = await context.db.transaction(record);
  } catch (error) {
    await deleteStoredPicture(context, stored);
    throw error;
  }
  if (recorded.charged) context.metrics.recordCreditsSpent(recorded.row.model, recorded.row.creditsSpent);
  if (!recorded.charged && recorded.row.screenKey !== stored.screenKey) await deleteStoredPicture(context, stored);
  return recorded;
}

async function recordStoryPicture(context: AppContext, tx: Tx, slot: StoryPictureSlot, purchase: PicturePurchase, stored: StoredPicture): Promise<RecordedPicture> {
  await lockCustomerBilling(tx, purchase.customerId);
  // Deleted while the picture was being drawn: nothing is charged, and the stored picture goes again.
  if (!(await keepStoryWhileNamingFiles(tx, slot.storyId))) throw notFound('Story');
  const earlier = slot.jobId ? await findImageByJob(tx, slot.storyId, slot.pageNumber, slot.jobId) : undefined;
  if (earlier) return { row: earlier, charged: false };
  const version = await nextVersion(tx, slot.storyId, slot.pageNumber);
  const reference = storyPictureReference(slot.storyId, slot.pageNumber, version);
  await chargeFor(context, tx, purchase, reference);
  await clearCurrentImage(tx, slot.storyId, slot.pageNumber);
  const row = await insertImage(tx, { ...rowValues(purchase, stored, reference), storyId: slot.storyId, pageNumber: slot.pageNumber, jobId: slot.jobId, version, isCurrent: true });
  return { row, charged: purchase.cost > 0 };
}

async function chargeFor(context: AppContext, tx: Tx, purchase: PicturePurchase, reference: string): Promise<void> {
  if (purchase.cost > 0) await spendCredits(context, purchase.customerId, purchase.cost, reference, { db: tx, description: purchase.description, hold: purchase.hold });
}

function rowValues(purchase: PicturePurchase, stored: StoredPicture, reference: string) {
  return {
    customerId: purchase.customerId,
    model: purchase.model,
    style: purchase.style,
    ...stored,
    creditReference: reference,
    creditsSpent: purchase.cost,
  };
}
