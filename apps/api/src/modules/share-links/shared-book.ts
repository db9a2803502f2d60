import { COVER_PAGE } from '@studio/contracts/books';
import type { SharedBook, SharedPicture } from '@studio/contracts/share-links';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { bookPictureById, picturesShownIn, type BookPicture } from '../books/book-pictures';
import { pagesBeforeStory, storyById, pagesOfStory } from '../stories/story-access';
import { findLiveShareLink, openShareLink, type ShareLinkRow } from './repo';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The one answer for a link that is unknown, revoked or expired: which of them is nobody's business. */
const shareLinkGone = () =>
  new AppError('share_link_gone', 404, 'This book link no longer works. It may have expired, or the person who shared it switched it off. Ask them for a new one.');

/**
 * When a shared picture's link expires: between three quarters of the media TTL and the whole TTL
 * from now (on a grid of quarter TTLs, so readers in the same quarter share cached pictures), never
 * after the share link itself. A revoked share link's pictures therefore stop within one TTL.
 */
export function sharedPictureExpiry(now: Date, ttlSeconds: number, linkExpiresAt: Date | null): Date {
  const step = Math.max(1, Math.floor(ttlSeconds / 4)) * 1000;
  const latest = now.getTime() + ttlSeconds * 1000;
  const rounded = Math.floor(latest / step) * step;
  return new Date(Math.min(rounded, linkExpiresAt?.getTime() ?? Infinity));
}

export type SharedPictureSize = 'screen' | 'thumb';

/** What a shared picture's link signs: the picture's id and size, so the link names no folder (whose name holds the owner's id). */
export const sharedPictureName = (imageId: string, size: SharedPictureSize) => `shared/${imageId}/${size}`;

/**
 * A drawn picture (never a photo: book_images holds only drawn pictures) at /media/shared/{image id}/{size},
 * signed, and dying within the media TTL.
 */
function sharedPicture(context: AppContext, link: ShareLinkRow, row: BookPicture | undefined): SharedPicture | null {
  if (!row) return null;
  const expiresAt = sharedPictureExpiry(context.clock.now(), context.config.mediaUrlTtlSeconds, link.expiresAt);
  return {
    url: context.media.urlFor(sharedPictureName(row.id, 'screen'), { expiresAt }),
    thumbnail_url: context.media.urlFor(sharedPictureName(row.id, 'thumb'), { expiresAt }),
    width: row.width,
    height: row.height,
  };
}

/** The stored file of a shared picture in that size, or null. */
export async function sharedPictureKey(context: AppContext, imageId: string, size: SharedPictureSize): Promise<string | null> {
  const row = isUuid(imageId) ? await bookPictureById(context.db, imageId) : undefined;
  if (!row) return null;
  return size === 'screen' ? row.screenKey : row.thumbKey;
}

/** A live link by its token (without counting an open), or null. */
export async function liveShareLink(context: AppContext, token: string): Promise<ShareLinkRow | null> {
  if (!TOKEN.test(token)) return null;
  return (await findLiveShareLink(context.db, token, context.clock.now())) ?? null;
}

/** GET /api/v1/shared/{token}: the book as a signed-out reader sees it; one open counted. */
export async function readSharedBook(context: AppContext, token: string): Promise<SharedBook> {
  const now = context.clock.now();
  const link = TOKEN.test(token) ? await openShareLink(context.db, token, now) : undefined;
  const story = link && (await storyById(context.db, link.storyId));
  if (!link || !story) throw shareLinkGone();
  const [pages, current] = await Promise.all([pagesOfStory(context.db, story.id), picturesShownIn(context.db, story.id)]);
  const imageOf = (pageNumber: number) => sharedPicture(context, link, current.find((row) => row.pageNumber === pageNumber));
  return {
    title: story.title,
    author: link.author,
    cover: imageOf(COVER_PAGE),
    ...pagesBeforeStory(story),
    pages: pages.map((page) => ({ page_number: page.pageNumber, text: page.text, image: imageOf(page.pageNumber) })),
  };
}

/** What a link preview shows of a live link's book: its title and cover; null when the link does not work. */
export async function sharedBookPreview(context: AppContext, token: string): Promise<{ title: string; cover: SharedPicture | null } | null> {
  const link = await liveShareLink(context, token);
  const story = link && (await storyById(context.db, link.storyId));
  if (!link || !story) return null;
  const cover = (await picturesShownIn(context.db, story.id)).find((row) => row.pageNumber === COVER_PAGE);
  return { title: story.title, cover: sharedPicture(context, link, cover) };
}
