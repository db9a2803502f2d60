import { Outlet, ScrollRestoration } from 'react-router';
import { useCrossTabLogout } from '../../features/auth/hooks/use-cross-tab-logout';
import { useScheduledTokenRefresh } from '../../features/auth/hooks/use-scheduled-token-refresh';
import { usePaymentReturn } from '../../features/billing/hooks/use-payment-return';
import { useDocumentHead } from '../meta/use-document-head';

/** Top of every route: app-wide session effects and the document head, then the page. */
export function RootLayout() {
  useCrossTabLogout();
  useScheduledTokenRefresh();
  usePaymentReturn();
  useDocumentHead();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
