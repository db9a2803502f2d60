import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import { customerDetail, customerRow, CUSTOMER_ID, paged, recordQueries, signInAsAdmin } from '../../admin-test-support';

const lastQuery = (seen: URLSearchParams[]) => Object.fromEntries(seen.at(-1) ?? []);

function customersApi(total = 2) {
  return recordQueries('/api/v1/customers', (query) => {
    const page = Number(query.get('page'));
    const q = query.get('q');
    const all = [customerRow(), customerRow({ id: 'c-2', email: 'grace@example.com', full_name: 'Grace Hopper', role: 'admin', plan_name: null, is_verified: false, disabled: true })];
    const matching = q ? all.filter((customer) => customer.email.includes(q) || customer.full_name.toLowerCase().includes(q.toLowerCase())) : all;
    return paged(page === 1 ? matching : [], page, 20, q ? matching.length : total);
  });
}

describe('admin customers list', () => {
  it('lists customers with their plan and account flags', async () => {
    const seen = customersApi();
    signInAsAdmin();
    renderApp('/admin/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    const ada = within(table).getByRole('row', { name: /Ada Lovelace/ });
    expect(ada).toHaveTextContent('ada@example.com');
    expect(ada).toHaveTextContent('Pro');
    const grace = within(table).getByRole('row', { name: /Grace Hopper/ });
    expect(grace).toHaveTextContent('Free');
    expect(grace).toHaveTextContent('Admin');
    expect(grace).toHaveTextContent('Disabled');
    expect(grace).toHaveTextContent('Unverified');
    expect(lastQuery(seen)).toEqual({ page: '1', per_page: '20' });
  });

  it('searches as you type (debounced), keeps the search in the address, and says when nobody matches', async () => {
    const seen = customersApi();
    signInAsAdmin();
    const { router } = renderApp('/admin/customers?page=2');
    await screen.findByRole('navigation', { name: 'Customer pages' });
    await userEvent.type(screen.getByLabelText('Search by e-mail or name'), 'grace');
    await waitFor(() => expect(lastQuery(seen)).toEqual({ q: 'grace', page: '1', per_page: '20' }));
    expect(seen.map((query) => query.get('q'))).not.toContain('gr');
    expect(router.state.location.search).toBe('?q=grace');
    expect(await screen.findByRole('row', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Ada Lovelace/ })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Search by e-mail or name'));
    await userEvent.type(screen.getByLabelText('Search by e-mail or name'), 'nobody{Enter}');
    expect(await screen.findByRole('heading', { name: 'No customer matches “nobody”' })).toBeInTheDocument();
  });

  it('starts from the search in the address', async () => {
    const seen = customersApi();
    signInAsAdmin();
    renderApp('/admin/customers?q=ada');
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Search by e-mail or name')).toHaveValue('ada');
    expect(lastQuery(seen)).toEqual({ q: 'ada', page: '1', per_page: '20' });
  });

  it('pages through customers', async () => {
    const seen = customersApi(45);
    signInAsAdmin();
    const { router } = renderApp('/admin/customers');
    const pages = await screen.findByRole('navigation', { name: 'Customer pages' });
    expect(pages).toHaveTextContent('1–20 of 45 · page 1 of 3');
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(seen)).toEqual({ page: '2', per_page: '20' }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens a customer from their row', async () => {
    customersApi();
    server.use(
      http.get(`/api/v1/customers/${CUSTOMER_ID}`, () => HttpResponse.json(customerDetail())),
      http.get('/api/v1/admin/audit-log', () => HttpResponse.json(paged([]))),
    );
    signInAsAdmin();
    const { router } = renderApp('/admin/customers');
    await userEvent.click(within(await screen.findByRole('row', { name: /Ada Lovelace/ })).getByText('Pro'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/customers/${CUSTOMER_ID}`);
  });
});
