import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps the document's title, description, canonical link and share tags in step with the route. The
 * table behind them loads after the first paint: a rendered page arrives with its head already right.
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void import('./apply-head').then(({ applyHead }) => applyHead(pathname));
  }, [pathname]);
}
