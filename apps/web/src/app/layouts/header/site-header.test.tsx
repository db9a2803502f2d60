import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@studio/contracts/constants';
import { useEditModeStore } from '../../../features/books/stores/edit-mode-store';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { asVisitor, renderApp, signInAs } from '../../../test/render-app';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

async function openUserMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open user menu' }));
  return screen.findByRole('menu');
}

describe('header (spec §2)', () => {
  it('offers Sign In and Get Started to visitors', async () => {
    asVisitor();
    renderApp('/pricing');
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(within(nav).queryByRole('link', { name: /Dashboard/ })).not.toBeInTheDocument();
  });

  it('logo goes home', async () => {
    asVisitor();
    renderApp('/pricing');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
  });

  it('shows the Dashboard button, available credits and a Free tag when signed in on the free plan', async () => {
    server.use(...accountHandlers({ balance: { balance: 0, subscription_credits: 30, credits_used_this_period: 5 } }));
    signInAs();
    renderApp('/pricing');
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await within(nav).findByText('25 credits')).toBeInTheDocument();
    expect(await within(nav).findByText('Free')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('has no Free tag on a paid plan', async () => {
    server.use(
      ...accountHandlers({ balance: { balance: 120 }, subscription: { plan: { type: 'pro', name: 'Pro' }, status: 'active', current_credits: 120 } }),
    );
    signInAs();
    renderApp('/pricing');
    expect(await within(mainNav()).findByText('120 credits')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(within(mainNav()).queryByText('Free')).not.toBeInTheDocument();
  });

  it('lists User Profile, My Orders, Uploaded Books and Sign Out for a customer, without Admin Panel', async () => {
    server.use(...accountHandlers());
    signInAs({ role: 'customer' });
    renderApp('/pricing');
    const menu = await openUserMenu();
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['User Profile', 'My Orders', 'Uploaded Books', 'My characters', 'Sign Out']);
  });

  it('adds Admin Panel for admins', async () => {
    server.use(...accountHandlers());
    signInAs({ role: 'admin' });
    renderApp('/pricing');
    const menu = await openUserMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('shows the Edit Mode toggle on /book/ pages only, backed by the shared store', async () => {
    server.use(...accountHandlers());
    signInAs();
    const { router } = renderApp('/book/story-1');
    const toggle = await screen.findByRole('switch', { name: 'Edit Mode' });
    await userEvent.click(toggle);
    expect(useEditModeStore.getState().isEditMode).toBe(true);
    await router.navigate('/orders');
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Edit Mode' })).not.toBeInTheDocument());
  });

  it('signs out: server told with the refresh token, cookies cleared, other tabs signalled, back home', async () => {
    const logoutBodies: unknown[] = [];
    server.use(
      ...accountHandlers(),
      http.post('/api/v1/auth/logout', async ({ request }) => {
        logoutBodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signInAs();
    const { router } = renderApp('/orders');
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // And it stays home: the guard of the page being left must not bounce to /signin.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe('/');
    expect(Cookies.get()).toEqual({});
    expect(window.localStorage.getItem(STORAGE_KEYS.logoutSignal)).not.toBeNull();
    await waitFor(() => expect(logoutBodies).toEqual([{ refresh_token: 'refresh-1' }]));
    expect(await within(mainNav()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.logoutSignal)).toBeNull(), { timeout: 1500 });
  });

  it('the mobile menu holds the same items', async () => {
    server.use(...accountHandlers());
    signInAs({ role: 'admin' });
    renderApp('/pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await within(sheet).findByRole('button', { name: 'Sign Out' });
    const links = within(sheet).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Dashboard', 'User Profile', 'My Orders', 'Uploaded Books', 'My characters', 'Admin Panel']);
    expect(within(sheet).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('the mobile menu offers Get Started and Sign In to visitors', async () => {
    asVisitor();
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(within(sheet).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    const explore = within(sheet).getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['Help', '/help'],
    ]);
  });

  it('shows a placeholder, never "0 credits", while the balance loads', async () => {
    let answer: (() => void) | undefined;
    server.use(...accountHandlers());
    server.use(
      http.get('/api/v1/credits/balance', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ balance: 12, subscription_credits: 0, credits_used_this_period: 0, available_credits: 12 });
      }),
    );
    signInAs();
    renderApp('/pricing');
    expect(await within(mainNav()).findByTestId('credits-loading', {}, { timeout: 10_000 })).toHaveTextContent('Loading your credits');
    expect(within(mainNav()).queryByText(/^0 credits$/)).not.toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    expect(await within(mainNav()).findByText('12 credits')).toBeInTheDocument();
    expect(within(mainNav()).queryByTestId('credits-loading')).not.toBeInTheDocument();
  });
});
