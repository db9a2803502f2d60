import { randomBytes } from 'node:crypto';
import { LISTED_SHARE_LINKS, MAX_LIVE_SHARE_LINKS, SHARE_LINK_EXPIRY_DAYS, sharedBookPath, type CreateShareLinkRequest, type ShareLink, type ShareLinkList } from '@studio/contracts/share-links';
import { createShareLinkRequestSchema } from '@studio/contracts/share-links';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { loadOwnedStory } from '../stories/owned-story';
import { countLiveShareLinks, insertShareLink, listShareLinksOfStory, revokeShareLink as revokeRow, type ShareLinkRow } from './repo';

const DAY_MS = 86_400_000;

/** 256 random bits: nothing to guess, and nothing in it that names the book or its owner. */
export const newShareToken = () => randomBytes(32).toString('base64url');

export function toShareLink(row: ShareLinkRow, now: Date): ShareLink {
  const status = row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active';
  return {
    id: row.id,
    story_id: row.storyId,
    label: row.label,
    author: row.author,
    path: sharedBookPath(row.token),
    status,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    opens: row.opens,
    last_opened_at: row.lastOpenedAt?.toISOString() ?? null,
  };
}

/** POST /api/v1/stories/{id}/share-links: a new link to the owner's finished story. */
export async function createShareLink(context: AppContext, customerId: string, storyId: string, input: CreateShareLinkRequest): Promise<ShareLink> {
  const request = createShareLinkRequestSchema.parse(input);
  const story = await loadOwnedStory(context, customerId, storyId);
  if (story.status !== 'complete') throw conflict('Finish writing the story before you share it.', 'story_not_finished');
  const now = context.clock.now();
  if ((await countLiveShareLinks(context.db, story.id, now)) >= MAX_LIVE_SHARE_LINKS) {
    throw conflict(`This book already has ${MAX_LIVE_SHARE_LINKS} links. Switch one off before you make another.`, 'too_many_share_links');
  }
  const days = SHARE_LINK_EXPIRY_DAYS[request.expires_in];
  const row = await insertShareLink(context.db, {
    customerId,
    storyId: story.id,
    token: newShareToken(),
    label: request.label,
    author: request.author,
    expiresAt: days === null ? null : new Date(now.getTime() + days * DAY_MS),
    createdAt: now,
  });
  return toShareLink(row, now);
}

/** GET /api/v1/stories/{id}/share-links: the book's links, newest first (a bounded list), with their opens. */
export async function listShareLinks(context: AppContext, customerId: string, storyId: string): Promise<ShareLinkList> {
  const story = await loadOwnedStory(context, customerId, storyId);
  const now = context.clock.now();
  return { items: (await listShareLinksOfStory(context.db, story.id, now, LISTED_SHARE_LINKS)).map((row) => toShareLink(row, now)) };
}

/** DELETE /api/v1/stories/{id}/share-links/{link_id}: the link stops working at once; its row stays in the owner's list. */
export async function revokeShareLink(context: AppContext, customerId: string, storyId: string, linkId: string): Promise<ShareLink> {
  const story = await loadOwnedStory(context, customerId, storyId);
  const now = context.clock.now();
  const row = isUuid(linkId) ? await revokeRow(context.db, story.id, linkId, now) : undefined;
  if (!row) throw notFound('Share link');
  return toShareLink(row, now);
}
