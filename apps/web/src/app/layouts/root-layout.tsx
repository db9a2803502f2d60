import { Outlet, ScrollRestoration } from 'react-router';
import { useCrossTabLogout } from '../../features/auth/hooks/use-cross-tab-logout';
import { useSubscriptionSync } from '../hooks/use-subscription-sync';

/** Top of every route: app-wide session effects, then the page. */
export function RootLayout() {
  useCrossTabLogout();
  useSubscriptionSync();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
