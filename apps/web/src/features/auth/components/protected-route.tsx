import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../../../components/feedback/full-page-loader';
import { useIsAuthenticated, useIsCheckingSession } from '../../../lib/session-store';
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
  const location = useLocation();
  if (isChecking) return <FullPageLoader />;
  if (!isAuthenticated) {
    const state: ReturnToState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={redirectTo} replace state={state} />;
  }
  return children;
}
