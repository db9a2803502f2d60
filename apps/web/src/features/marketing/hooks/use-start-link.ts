import { useIsAuthenticated } from '../../../lib/session-store';

/** Where "start" buttons lead: the dashboard when signed in, otherwise sign-up. */
export function useStartLink(): { to: string; isSignedIn: boolean } {
  const isSignedIn = useIsAuthenticated();
  return { to: isSignedIn ? '/dashboard' : '/signup', isSignedIn };
}
