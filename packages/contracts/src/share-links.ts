import { z } from 'zod';

/** Private links to read one book signed out (issue 32): `/read/{token}` in the web app. */

export const SHARE_LINK_EXPIRIES = ['7_days', '30_days', 'never'] as const;
export type ShareLinkExpiry = (typeof SHARE_LINK_EXPIRIES)[number];
export const DEFAULT_SHARE_LINK_EXPIRY: ShareLinkExpiry = '30_days';
export const SHARE_LINK_EXPIRY_DAYS: Record<ShareLinkExpiry, number | null> = { '7_days': 7, '30_days': 30, never: null };

export const SHARE_LINK_LABEL_MAX = 80;
export const SHARE_LINK_AUTHOR_MAX = 120;
/** How many links a book may have at once (revoked and expired ones do not count). */
export const MAX_LIVE_SHARE_LINKS = 20;
/** The owner's list of a book's links is bounded: this many, every live one first, then the newest of the others. */
export const LISTED_SHARE_LINKS = 100;

/** The web page a share link opens. */
export const sharedBookPath = (token: string) => `/read/${token}`;

export const createShareLinkRequestSchema = z.object({
  /** Who the link is for, e.g. "for Grandma": only the owner sees it. */
  label: z.string().trim().max(SHARE_LINK_LABEL_MAX, { error: `Keep the label under ${SHARE_LINK_LABEL_MAX} characters` }).default(''),
  expires_in: z.enum(SHARE_LINK_EXPIRIES).default(DEFAULT_SHARE_LINK_EXPIRY),
  /** The author the reader sees under the title; none when null or empty. */
  author: z.string().trim().max(SHARE_LINK_AUTHOR_MAX, { error: `Keep the author's name under ${SHARE_LINK_AUTHOR_MAX} characters` }).nullish().transform((value) => value || null),
});
export type CreateShareLinkRequest = z.input<typeof createShareLinkRequestSchema>;

export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

export const shareLinkSchema = z.object({
  id: z.string(),
  story_id: z.string(),
  label: z.string(),
  author: z.string().nullable(),
  /** The web page to send: `/read/{token}` (relative to the site). */
  path: z.string(),
  status: z.enum(SHARE_LINK_STATUSES),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** How many times the book was opened through this link. */
  opens: z.number().int(),
  last_opened_at: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkListSchema = z.object({ items: z.array(shareLinkSchema) });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;

/** A drawn picture behind a signed link that dies within the media TTL. */
export const sharedPictureSchema = z.object({ url: z.string(), thumbnail_url: z.string(), width: z.number().int(), height: z.number().int() });
export type SharedPicture = z.infer<typeof sharedPictureSchema>;

/**
 * `GET /api/v1/shared/{token}`: what a signed-out reader sees, and nothing else — no ids, no prices,
 * no e-mail, no account data, no character photos (only the drawn pictures).
 */
export const sharedBookSchema = z.object({
  title: z.string(),
  author: z.string().nullable(),
  cover: sharedPictureSchema.nullable(),
  /** The pages before the story, as the owner's viewer and the PDF have them (issue 33). */
  dedication: z.string().nullable(),
  belongs_to_page: z.boolean(),
  pages: z.array(z.object({ page_number: z.number().int(), text: z.string(), image: sharedPictureSchema.nullable() })),
});
export type SharedBook = z.infer<typeof sharedBookSchema>;
