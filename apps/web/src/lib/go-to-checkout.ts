/** Test-mode checkout is an in-app page; Stripe's is another site, reached with a full page load. */
export function goToCheckout(checkoutUrl: string, navigate: (path: string) => void): void {
  if (checkoutUrl.startsWith('/')) navigate(checkoutUrl);
  else window.location.assign(checkoutUrl);
}
