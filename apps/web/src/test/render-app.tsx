import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { routes } from '../app/routes';
import { saveAuthTokens } from '../lib/auth-cookies';
import { registerNavigator } from '../lib/navigation';
import { useSessionStore } from '../lib/session-store';
import type { Customer } from '@studio/contracts/auth';
import { makeCustomer } from './fixtures';
import { makeAccessToken } from './tokens';

let unregisterPreviousNavigator = () => undefined as void;

/** Renders the real route table at `path` in a memory router; returns the router to inspect location and history. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  unregisterPreviousNavigator();
  unregisterPreviousNavigator = registerNavigator((to) => router.navigate(to));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A hydrated, verified session for `customer`, as after the app-start check. */
export function signInAs(overrides: Partial<Customer> = {}): Customer {
  const customer = makeCustomer(overrides);
  saveAuthTokens({ access_token: makeAccessToken(900), refresh_token: 'refresh-1', expires_in: 900 });
  useSessionStore.setState({ customer, isHydrated: true, isSessionFetching: false });
  return customer;
}

/** A visitor without a session whose cookies have been read. */
export function asVisitor(): void {
  useSessionStore.setState({ customer: null, isHydrated: true, isSessionFetching: false });
}
