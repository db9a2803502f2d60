import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../../../components/feedback/full-page-loader';
import { useIsAuthenticated, useIsCheckingSession, useSessionStore } from '../../../lib/session-store';
import { SIGN_IN_PATH } from '../../../lib/api-client';

export interface ReturnToState {
  /** Where to go back to after signing in. */
  from?: string;
}

/**
 * Signed-in pages: the loading screen while the session is checked, otherwise a redirect that
 * replaces history and remembers the page asked for (spec §2).
 */
export function ProtectedRoute({ children, redirectTo = SIGN_IN_PATH }: { children: ReactNode; redirectTo?: string }) {
  const isChecking = useIsCheckingSession();
  const isAuthenticated = useIsAuthenticated();
  const hasSignedOut = useSessionStore((state) => state.hasSignedOut);
  const location = useLocation();
  if (isChecking) return <FullPageLoader />;
  // Signing out goes home (spec §4), even while the signed-in page is still on screen.
  if (!isAuthenticated && hasSignedOut) return <Navigate to="/" replace />;
  if (!isAuthenticated) {
    const state: ReturnToState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={redirectTo} replace state={state} />;
  }
  return children;
}
