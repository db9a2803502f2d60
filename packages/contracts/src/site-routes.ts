/**
 * Spec §2's route table. The web router's paths and the server share it: the server answers 404 to a
 * path no route matches (the SPA still shows its not-found page), and lists the public pages in
 * `sitemap.xml`. A web test keeps the router and this list the same.
 */

import type { CreditPackage, Plan } from './billing';
import type { Brand } from './settings';

/** Pages anyone may open, in the order the sitemap lists them. */
export const PUBLIC_PAGES = ['/', '/pricing', '/features', '/about', '/contact', '/help', '/privacy', '/terms'] as const;

export const APP_ROUTE_PATTERNS = [
  ...PUBLIC_PAGES,
  '/signin',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/dashboard',
  '/home',
  '/story/details',
  '/story/generating',
  '/build',
  '/book/:storyId',
  '/print-order/:storyId',
  '/print-order/uploaded-book/:bookId',
  '/uploaded-books',
  '/my-characters',
  '/order-confirmation/:orderId',
  '/orders',
  '/profile',
  '/checkout/test/:paymentId',
  '/read/:token',
  '/admin',
  '/admin/orders',
  '/admin/orders/:orderId',
  '/admin/plans',
  '/admin/customers',
  '/admin/customers/:customerId',
  '/admin/settings',
] as const;

const patterns = APP_ROUTE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

/** Whether a path (without its query) is one of the app's pages. */
export function isAppRoute(path: string): boolean {
  return patterns.some((pattern) => pattern.test(path));
}

/** Where the web build puts the server bundle that renders public pages, inside its output folder. */
export const PAGE_RENDERER_FILE = '.server/prerender.js';
/** The element of a rendered page that carries the data it was rendered with, for the browser to start from. */
export const PUBLIC_DATA_ELEMENT_ID = 'public-data';

/** What the public pages show from the server: the brand (spec §1), the plans and credit packs on offer. */
export interface PublicData {
  brand: Brand;
  plans: Plan[];
  credit_packages: CreditPackage[];
}

export interface RenderPageInput {
  /** A public page's path, e.g. `/help`. */
  path: string;
  /** The built `index.html`, whose head and empty root the page fills. */
  template: string;
  /** The data the page shows, as the public API answers it now. */
  data: PublicData;
  /** The address the product is reached at, for canonical and share links. */
  publicUrl: string;
}

/** The server bundle's one export: a public page as a whole HTML document, content already in place. */
export type RenderPage = (input: RenderPageInput) => Promise<string>;
