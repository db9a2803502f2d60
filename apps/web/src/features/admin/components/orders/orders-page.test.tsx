import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import { adminOrder, orderRow, paged, recordQueries, signInAsAdmin } from '../../admin-test-support';

const lastQuery = (seen: URLSearchParams[]) => Object.fromEntries(seen.at(-1) ?? []);
const table = () => screen.getByRole('table', { name: 'Print orders' });

function ordersApi(total = 1) {
  return recordQueries('/api/v1/admin/orders', (query) => {
    const page = Number(query.get('page'));
    return paged(Array.from({ length: Math.min(20, total - (page - 1) * 20) }, (_, index) => orderRow({ id: `order-${page}-${index}`, title: `Book ${page}-${index}` })), page, 20, total);
  });
}

describe('admin orders list', () => {
  it('lists orders with their customer, status and total, newest first', async () => {
    const seen = ordersApi();
    signInAsAdmin();
    renderApp('/admin/orders');
    const row = await within(await screen.findByRole('table', { name: 'Print orders' })).findByRole('row', { name: /Book 1-0/ });
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(row).toHaveTextContent('ada@example.com');
    expect(row).toHaveTextContent('Paid');
    expect(row).toHaveTextContent('£20.98');
    expect(lastQuery(seen)).toEqual({ sort: 'created_at', direction: 'desc', page: '1', per_page: '20' });
    expect(within(table()).getByRole('columnheader', { name: /Placed/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows an order kept after its customer deleted their account as from a deleted account', async () => {
    recordQueries('/api/v1/admin/orders', () => paged([orderRow({ id: 'order-kept', title: 'Printed book', customer: null })], 1, 20, 1));
    signInAsAdmin();
    renderApp('/admin/orders');
    const row = await within(await screen.findByRole('table', { name: 'Print orders' })).findByRole('row', { name: /Printed book/ });
    expect(row).toHaveTextContent('Deleted account');
  });

  it('sends each filter to the server and keeps it in the address', { timeout: 60_000 }, async () => {
    const seen = ordersApi();
    signInAsAdmin();
    const { router } = renderApp('/admin/orders');
    await screen.findByRole('table', { name: 'Print orders' });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Printing');
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ status: 'in_production' }));

    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' }));

    // A half-typed address, then the whole of it, within the debounce: only the whole one is asked for.
    // (Typing the 19 characters key by key took over 40 s in CI's busy unit phase, so the values are set directly.)
    const email = screen.getByLabelText('Customer e-mail');
    fireEvent.change(email, { target: { value: 'ada@' } });
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'kite' } });
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ email: 'ada@example.com', q: 'kite' }), { timeout: 15_000 });
    expect(seen.some((query) => query.get('email') === 'ada@')).toBe(false);

    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ status: 'in_production', from: '2026-11-01', to: '2026-11-30', email: 'ada@example.com', q: 'kite' });
  });

  it('reads the filters back from the address (a reload or Back keeps them)', async () => {
    const seen = ordersApi();
    signInAsAdmin();
    renderApp('/admin/orders?status=shipped&email=ada%40example.com&q=kite&sort=total&direction=asc&page=2');
    await screen.findByRole('navigation', { name: 'Order pages' });
    expect(lastQuery(seen)).toEqual({ status: 'shipped', email: 'ada@example.com', q: 'kite', sort: 'total', direction: 'asc', page: '2', per_page: '20' });
    expect(screen.getByLabelText('Status')).toHaveValue('shipped');
    expect(screen.getByLabelText('Customer e-mail')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Search')).toHaveValue('kite');
  });

  it('sorts on the server by the column clicked', async () => {
    const seen = ordersApi();
    signInAsAdmin();
    const { router } = renderApp('/admin/orders');
    await screen.findByRole('table', { name: 'Print orders' });
    await userEvent.click(within(table()).getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ sort: 'total' }));
    const firstDirection = lastQuery(seen).direction;
    await waitFor(() => expect(within(table()).getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', firstDirection === 'asc' ? 'ascending' : 'descending'));
    await userEvent.click(within(table()).getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ sort: 'total', direction: firstDirection === 'asc' ? 'desc' : 'asc' }));
    expect(router.state.location.search).toContain('sort=total');
  });

  it('on a phone, where the sortable columns fold away, sorts from a menu', async () => {
    const seen = ordersApi();
    signInAsAdmin();
    renderApp('/admin/orders');
    await screen.findByRole('table', { name: 'Print orders' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('created_at:desc');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Waiting longest');
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ sort: 'updated_at', direction: 'asc' }));
  });

  it('pages through the list with links', async () => {
    const seen = ordersApi(45);
    signInAsAdmin();
    const { router } = renderApp('/admin/orders?status=paid');
    const pages = await screen.findByRole('navigation', { name: 'Order pages' });
    expect(pages).toHaveTextContent('1–20 of 45 · page 1 of 3');
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ status: 'paid', page: '2' }));
    expect(router.state.location.search).toBe('?status=paid&page=2');
    expect(await screen.findByRole('row', { name: /Book 2-0/ })).toBeInTheDocument();
  });

  it('says when nothing matches, and clears the filters on request', async () => {
    const seen = recordQueries('/api/v1/admin/orders', (query) => (query.get('status') ? paged([]) : paged([orderRow()])));
    signInAsAdmin();
    renderApp('/admin/orders?status=rejected');
    expect(await screen.findByRole('heading', { name: 'No orders match these filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'Print orders' })).toBeInTheDocument();
    expect(lastQuery(seen).status).toBeUndefined();
  });

  it('downloads the CSV of the filtered list, without paging', async () => {
    ordersApi();
    const exports: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/admin/orders/export.csv', ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return new HttpResponse('id,status\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signInAsAdmin();
    renderApp('/admin/orders?status=shipped&q=kite&page=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('CSV of the filtered orders downloaded')).toBeInTheDocument();
    expect(Object.fromEntries(exports[0]!)).toEqual({ status: 'shipped', q: 'kite', sort: 'created_at', direction: 'desc' });
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('opens an order from its row, by mouse or by its link, and comes back to the same filters', async () => {
    ordersApi();
    server.use(
      http.get('/api/v1/admin/orders/:id', () => HttpResponse.json(adminOrder())),
      http.get('/api/v1/admin/audit-log', () => HttpResponse.json(paged([]))),
    );
    signInAsAdmin();
    const { router } = renderApp('/admin/orders?status=paid');
    const row = await screen.findByRole('row', { name: /Book 1-0/ });
    await userEvent.click(within(row).getByText('£20.98'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia and the Lost Kite' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders/order-1-0');
    await userEvent.click(screen.getByRole('link', { name: 'Back to orders' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=paid'));

    const link = within(await screen.findByRole('row', { name: /Book 1-0/ })).getByRole('link', { name: 'Book 1-0' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders/order-1-0'));
  });

  it('shows the server’s reason when the list cannot be read', async () => {
    server.use(http.get('/api/v1/admin/orders', () => HttpResponse.json({ detail: 'The start date must be on or before the end date', code: 'validation_failed' }, { status: 422 })));
    signInAsAdmin();
    renderApp('/admin/orders?from=2026-12-01&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded: The start date must be on or before the end date');
    expect(screen.getByText('The end date is before the start date')).toBeInTheDocument();
  });
});
