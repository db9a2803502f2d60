import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/feedback/error-boundary';
import { RouteFallback } from '../../components/feedback/route-fallback';
import { releaseEarlyClicks } from '../../lib/early-clicks';

/** Mounted beside the page, so its effect runs once the page (lazy code and all) has been taken over. */
function ReleaseEarlyClicks() {
  useEffect(releaseEarlyClicks, []);
  return null;
}

/**
 * A page slot: lazy pages load behind a spinner, and a UI error shows the error panel until the route
 * changes. Clicks made on a rendered page before the app had loaded are given back once it is live.
 */
export function RoutedOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
        <ReleaseEarlyClicks />
      </Suspense>
    </ErrorBoundary>
  );
}
