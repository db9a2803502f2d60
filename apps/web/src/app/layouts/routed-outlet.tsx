import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/feedback/error-boundary';
import { RouteFallback } from '../../components/feedback/route-fallback';

/** A page slot: lazy pages load behind a spinner, and a UI error shows the error panel until the route changes. */
export function RoutedOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
