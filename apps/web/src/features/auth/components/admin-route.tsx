import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../../../components/feedback/full-page-loader';
import { useIsAuthenticated, useIsCheckingSession, useSessionStore } from '../../../lib/session-store';
import { AccessDenied } from './access-denied';

/** Spec §2: the unauthenticated go to /auth/login (an undefined route, so the not-found page). */
export const ADMIN_SIGN_IN_PATH = '/auth/login';

/** Admin pages: only role admin passes (spec §5); other signed-in customers see Access Denied. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const isChecking = useIsCheckingSession();
  const isAuthenticated = useIsAuthenticated();
  const role = useSessionStore((state) => state.customer?.role);
  if (isChecking) return <FullPageLoader />;
  if (!isAuthenticated) return <Navigate to={ADMIN_SIGN_IN_PATH} replace />;
  if (role !== 'admin') return <AccessDenied />;
  return children;
}
