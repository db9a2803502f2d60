import { PRODUCT_NAME } from '@studio/contracts/constants';
import { isAppRoute, type PUBLIC_PAGES } from '@studio/contracts/site-routes';

export interface PageMeta {
  /** The whole document title, as search results and browser tabs show it. */
  title: string;
  /** One or two sentences for search results and link previews (≤ 160 characters). */
  description: string;
}

type PublicPage = (typeof PUBLIC_PAGES)[number];

/** What search engines and shared links say about each public page; every title and description is unique. */
export const PUBLIC_PAGE_META: Record<PublicPage, PageMeta> = {
  '/': {
    title: `${PRODUCT_NAME} — illustrated bedtime stories starring your child`,
    description: 'Create a personalised children’s story in minutes, see it illustrated page by page, read it aloud, and order a printed book.',
  },
  '/pricing': {
    title: `Pricing — Free, Pro and Premium plans | ${PRODUCT_NAME}`,
    description: 'Start free, or choose Pro or Premium for more illustrated pages, photo heroes and print-ready books. Credit packs for extra pictures.',
  },
  '/features': {
    title: `Features — stories, pictures, read-aloud and print | ${PRODUCT_NAME}`,
    description: 'See what the studio makes: stories for ages 0–12, pictures in three art styles, a read-aloud viewer, print-ready PDFs and printed books.',
  },
  '/about': {
    title: `About us and how we keep children safe | ${PRODUCT_NAME}`,
    description: 'Who we are, why we build bedtime stories, and how we look after children’s names, photos and stories.',
  },
  '/contact': {
    title: `Contact us — e-mail, phone and a message form | ${PRODUCT_NAME}`,
    description: 'Ask about a story, a picture, a print order or your account. We answer within one working day, Monday to Friday.',
  },
  '/help': {
    title: `Help Centre — answers about stories, credits and printing | ${PRODUCT_NAME}`,
    description: 'Search answers on getting started, stories, pictures and credits, printing and delivery, uploading your own book, plans and privacy.',
  },
  '/privacy': {
    title: `Privacy Policy — what we keep, why and for how long | ${PRODUCT_NAME}`,
    description: 'In plain words: the data we hold about you and your children, who processes it, how long we keep it, and how to export or delete it.',
  },
  '/terms': {
    title: `Terms of Service | ${PRODUCT_NAME}`,
    description: 'The agreement between you and us: accounts, plans and credits, your stories, print orders, refunds and cancellations.',
  },
};

export const NOT_FOUND_META: PageMeta = {
  title: `Page not found | ${PRODUCT_NAME}`,
  description: 'This page does not exist. Find your way back to your stories from the home page.',
};

/** Signed-in pages are not indexed; their tab still says which page it is. */
export const APP_META: PageMeta = {
  title: PRODUCT_NAME,
  description: 'Create personalised, illustrated children’s stories with AI, turn them into books and order beautiful prints.',
};

/** A public page's own meta (indexable), an app page's or the not-found page's (never indexed). */
export function pageMetaFor(path: string): { meta: PageMeta; indexable: boolean } {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const meta = (PUBLIC_PAGE_META as Record<string, PageMeta | undefined>)[normalised];
  if (meta) return { meta, indexable: true };
  return { meta: isAppRoute(normalised) ? APP_META : NOT_FOUND_META, indexable: false };
}
/** The share picture link previews show (1200 × 630, in public/). */
export const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, alt: `${PRODUCT_NAME}: an illustrated storybook` } as const;
