/**
 * Spec §2's route table. The web router's paths and the server share it: the server answers 404 to a
 * path no route matches (the SPA still shows its not-found page), and lists the public pages in
 * `sitemap.xml`. A web test keeps the router and this list the same.
 */

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
  '/order-confirmation/:orderId',
  '/orders',
  '/profile',
  '/checkout/test/:paymentId',
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
