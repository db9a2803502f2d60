import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@studio/contracts/constants';
import { useSessionStore } from '../lib/session-store';
import { accountHandlers } from '../test/handlers';
import { server } from '../test/msw-server';
import { asVisitor, renderApp, signInAs } from '../test/render-app';

describe('protected routes (spec §2)', () => {
  it('shows the full-page loading screen while the session is checked', async () => {
    useSessionStore.setState({ isHydrated: true, isSessionFetching: true });
    renderApp('/orders');
    expect(await screen.findByText('Verifying authentication...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: PRODUCT_NAME })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we check your authentication status')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the loading screen before the cookies are read', async () => {
    renderApp('/dashboard');
    expect(await screen.findByText('Verifying authentication...')).toBeInTheDocument();
  });

  it('redirects a visitor to /signin, replacing history and remembering the page', async () => {
    asVisitor();
    const { router } = renderApp('/orders?page=2');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toEqual({ from: '/orders?page=2' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('after a deliberate sign-out a protected page sends the visitor home, not to /signin (spec §4)', async () => {
    asVisitor();
    useSessionStore.setState({ hasSignedOut: true });
    const { router } = renderApp('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a signed-in customer in once the check is done', async () => {
    server.use(...accountHandlers());
    signInAs();
    renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
  });

  it.each(['/dashboard', '/home'])('%s shows the dashboard inside the subscription-status check', async (path) => {
    server.use(
      ...accountHandlers({ status: { has_plan: false, is_free_plan: false, needs_plan_selection: true } }),
      // The dashboard's own data belongs to the stories issue; answer it with "nothing here".
      http.get('/api/v1/*', () => HttpResponse.json({ detail: 'Not found', code: 'not_found' }, { status: 404 })),
    );
    signInAs();
    const { router } = renderApp(path);
    expect(await screen.findByRole('dialog', { name: 'Select a Plan First' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('admin routes (spec §2, §5)', () => {
  it('sends a visitor to /auth/login, which is the not-found page', async () => {
    asVisitor();
    const { router } = renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it("shows 'Access Denied' to a signed-in customer who is not an admin", async () => {
    server.use(...accountHandlers());
    signInAs({ role: 'customer' });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/restricted to administrators/)).toBeInTheDocument();
    expect(screen.getByText(/contact support/)).toBeInTheDocument();
  });

  it('opens the sidebar layout for an admin, with every section and an Admin badge', async () => {
    server.use(...accountHandlers(), http.get('/api/v1/customers', () => HttpResponse.json({ items: [], total: 0, page: 1, per_page: 20 })));
    signInAs({ role: 'admin', full_name: 'Grace Hopper' });
    renderApp('/admin/customers');
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    const entries = Array.from(sidebar.querySelectorAll('a')).map((link) => link.textContent);
    expect(entries).toEqual(['Dashboard', 'Plans', 'Orders', 'Customers', 'Settings']);
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the loading screen while the session is checked', async () => {
    useSessionStore.setState({ isHydrated: true, isSessionFetching: true });
    renderApp('/admin');
    expect(await screen.findByText('Verifying authentication...')).toBeInTheDocument();
  });
});

describe('route table', () => {
  it.each([
    ['/pricing', 'Pricing'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
    ['/help', 'Help Centre'],
    ['/features', 'Features'],
  ])('%s is public and has the header', async (path, title) => {
    asVisitor();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each([
    ['/signin', 'Welcome back'],
    ['/signup', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=abc', 'Choose a new password'],
    ['/verify-email?email=a%40b.co', 'Check your e-mail'],
  ])('%s has no header', async (path, title) => {
    asVisitor();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('the landing page has the header', async () => {
    asVisitor();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Bedtime stories/ })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each([
    '/story/details',
    '/story/generating',
    '/build',
    '/book/story-1',
    '/print-order/story-1',
    '/print-order/uploaded-book/book-1',
    '/uploaded-books',
    '/order-confirmation/order-1',
    '/orders',
    '/profile',
  ])('%s requires sign-in', async (path) => {
    asVisitor();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('any other path shows the not-found page with links home and to sign in', async () => {
    asVisitor();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });
});

describe('session ending mid-visit (spec §4 token refresh, §8)', () => {
  it('a 401 whose refresh fails clears every auth cookie and lands on /signin', async () => {
    let refreshCalls = 0;
    server.use(
      http.get('/api/v1/credits/balance', () => HttpResponse.json({ detail: 'Token revoked', code: 'unauthorized' }, { status: 401 })),
      http.post('/api/v1/auth/token/refresh', () => {
        refreshCalls += 1;
        return HttpResponse.json({ detail: 'Invalid refresh token', code: 'unauthorized' }, { status: 401 });
      }),
      ...accountHandlers(),
    );
    signInAs();
    const { router } = renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(refreshCalls).toBe(1);
    expect(Cookies.get()).toEqual({});
    expect(useSessionStore.getState().customer).toBeNull();
  });
});
