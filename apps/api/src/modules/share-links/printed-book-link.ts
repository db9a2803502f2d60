import { sharedBookPath } from '@studio/contracts/share-links';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { findLiveShareLinkById, insertShareLink } from './repo';
import { newShareToken } from './share-links';

export interface PrintedBookLinkRequest {
  customerId: string;
  storyId: string;
  /** Which order, in the owner's words: the link's label in their list. */
  label: string;
  author: string | null;
  now: Date;
}

/**
 * The link a printed book's QR code opens (issue 32): made with the order, in its transaction, never
 * expiring; it sits in the book's list of links, where the owner can switch it off like any other.
 */
export async function createPrintedBookLink(tx: DbOrTx, request: PrintedBookLinkRequest): Promise<string> {
  const { customerId, storyId, label, author, now } = request;
  const row = await insertShareLink(tx, { customerId, storyId, token: newShareToken(), label, author, expiresAt: null, createdAt: now });
  return row.id;
}

/** The absolute read-aloud URL for the printed cover, or null when the owner has switched the link off. */
export async function printedBookUrl(context: AppContext, linkId: string): Promise<string | null> {
  const link = await findLiveShareLinkById(context.db, linkId, context.clock.now());
  return link ? `${context.config.publicUrl}${sharedBookPath(link.token)}` : null;
}
