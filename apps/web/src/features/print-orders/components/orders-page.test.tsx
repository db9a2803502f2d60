import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';
import { order, shellSettled, statusBadge } from './print-order-test-support';

function ordersHandler(all: PrintOrder[], asked: string[] = []) {
  return http.get('/api/v1/print-orders', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.search);
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    return HttpResponse.json({ items: all.slice((page - 1) * perPage, page * perPage), total: all.length, page, per_page: perPage });
  });
}

/** The card of the order titled `title` (the first list item holding its heading; the history inside is a list too). */
const card = (title: string) =>
  within(screen.getByRole('list', { name: 'Your orders' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: title }))!;

describe('My Orders', () => {
  it('shows 10 orders a page with the page in the address, newest and older pages as links', async () => {
    const asked: string[] = [];
    const all = Array.from({ length: 12 }, (_, index) => order({ id: `order-${index + 1}`, title: `Book ${index + 1}` }));
    server.use(...accountHandlers(), ordersHandler(all, asked));
    signInAs();
    const { router } = renderApp('/orders');
    await shellSettled();
    expect(await screen.findByRole('heading', { name: 'Book 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('heading')).toHaveLength(10);
    expect(asked[0]).toBe('?page=1&per_page=10');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).queryByRole('link', { name: 'Newer' })).not.toBeInTheDocument();

    await userEvent.click(within(pages).getByRole('link', { name: 'Older' }));
    expect(await screen.findByRole('heading', { name: 'Book 11' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 2');
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Newer' })).toHaveAttribute('href', '/orders');
  });

  it('gives each order its badge, history, tracking link, and Pay now while unpaid', async () => {
    server.use(
      ...accountHandlers(),
      ordersHandler([
        order({ id: 'a', title: 'Shipped book', status: 'shipped', can_cancel: false, tracking: { carrier: 'Royal Mail', number: 'RM123', url: 'https://track.example/RM123' } }),
        order({ id: 'b', title: 'Unpaid book', status: 'pending_payment', checkout_url: '/checkout/test/pay-9', payment_id: 'pay-9', history: [{ from: null, to: 'pending_payment', source: 'customer', reason: null, at: '2026-11-24T10:00:00.000Z' }] }),
      ]),
    );
    signInAs();
    renderApp('/orders');
    await shellSettled();
    await screen.findByRole('heading', { name: 'Shipped book' });
    const shipped = card('Shipped book');
    expect(within(shipped).getByText(statusBadge('Shipped'))).toBeInTheDocument();
    expect(within(shipped).getByRole('list', { name: 'Order history' })).toHaveTextContent('Awaiting payment');
    expect(within(shipped).getByRole('link', { name: /Track parcel \(Royal Mail\)/ })).toHaveAttribute('href', 'https://track.example/RM123');
    expect(within(shipped).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(within(shipped).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();

    const unpaid = card('Unpaid book');
    expect(within(unpaid).getByText(statusBadge('Awaiting payment'))).toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/checkout/test/pay-9');
    expect(within(unpaid).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('asks before cancelling, says a paid order is refunded in full, then shows the refund', async () => {
    let current = order({ title: 'Paid book' });
    let cancelled = 0;
    server.use(
      ...accountHandlers(),
      http.get('/api/v1/print-orders', () => HttpResponse.json({ items: [current], total: 1, page: 1, per_page: 10 })),
      http.post('/api/v1/print-orders/order-1/cancel', () => {
        cancelled += 1;
        current = order({ title: 'Paid book', status: 'refunded', can_cancel: false });
        return HttpResponse.json(current);
      }),
    );
    signInAs();
    renderApp('/orders');
    await shellSettled();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('£12.98 is refunded in full to the card you paid with');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(cancelled).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelled).toBe(1);
    expect(await screen.findByText(statusBadge('Refunded'))).toBeInTheDocument();
  });

  it('says a cancelled order’s refund is on its way while the payment provider has not confirmed it', async () => {
    server.use(
      ...accountHandlers(),
      ordersHandler([order({ id: 'order-1', title: 'Waiting', status: 'cancelled', can_cancel: false, refund_pending: true }), order({ id: 'order-2', title: 'Done', status: 'refunded', can_cancel: false })]),
    );
    signInAs();
    renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'Waiting' })).toBeInTheDocument();
    expect(card('Waiting')).toHaveTextContent('Your refund of £12.98 is on its way');
    expect(card('Done')).not.toHaveTextContent('is on its way');
  });

  it('with no orders, says so and offers the way to start', async () => {
    server.use(...accountHandlers(), ordersHandler([]));
    signInAs();
    renderApp('/orders');
    await shellSettled();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my stories' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the server’s reason when the orders cannot be read', async () => {
    server.use(...accountHandlers(), http.get('/api/v1/print-orders', () => HttpResponse.json({ detail: 'The orders are resting. Try again soon.' }, { status: 503 })));
    signInAs();
    renderApp('/orders');
    await shellSettled();
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders are resting. Try again soon.');
  });
});
