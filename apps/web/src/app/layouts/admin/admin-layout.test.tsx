import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

describe('admin layout on a phone', () => {
  it('folds the sidebar into a menu sheet that lists every section, the account and logout, and closes on navigation', async () => {
    server.use(http.get('/api/v1/admin/plans', () => HttpResponse.json({ items: [], total: 0, page: 1, per_page: 100 })), http.get('/api/v1/admin/credit-packages', () => HttpResponse.json({ items: [], total: 0, page: 1, per_page: 100 })));
    server.use(http.get('/api/v1/admin/dashboard', () => new Promise(() => undefined)));
    signInAs({ role: 'admin', full_name: 'Grace Hopper' });
    const { router } = renderApp('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Open admin menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Admin' });
    const links = within(within(sheet).getByRole('navigation', { name: 'Admin' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Plans', 'Orders', 'Customers', 'Settings']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(within(sheet).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('link', { name: 'Plans' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
  });
});
