import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';
import { order, shellSettled, statusBadge } from './print-order-test-support';

async function showOrder(current: PrintOrder) {
  server.use(...accountHandlers(), http.get(`/api/v1/print-orders/${current.id}`, () => HttpResponse.json(current)));
  signInAs();
  renderApp(`/order-confirmation/${current.id}`);
  await shellSettled();
}

describe('the order confirmation page', () => {
  it('after paying: thanks, what was ordered, every line of the price paid, the status and history, and what happens next with the dates', async () => {
    await showOrder(order({ status: 'submitted', history: [...order().history, { from: 'paid', to: 'submitted', source: 'system', reason: null, at: '2026-11-24T10:09:00.000Z' }] }));
    expect(await screen.findByText('Thank you for your order')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Mia and the Lost Kite');
    expect(within(main).getByText(statusBadge('Sent to the printer'))).toBeInTheDocument();
    expect(main).toHaveTextContent('1 copy · Paperback (perfect bound) · A4 (210 × 297 mm)');
    const price = within(main).getByRole('group', { name: 'Price' });
    expect(within(main).getByRole('heading', { name: 'Price paid' })).toBeInTheDocument();
    for (const line of ['Printing, 10 pages × 1 copies', '£8.00', 'Standard post to United Kingdom', '£4.98', 'Total', '£12.98']) expect(price).toHaveTextContent(line);
    expect(within(main).getByRole('list', { name: 'Order history' })).toHaveTextContent(/Awaiting payment.*Paid.*Sent to the printer/);

    const next = within(main).getByRole('list', { name: 'What happens next' });
    expect(within(next).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Payment (done)Your payment has arrived.',
      'Print files prepared (done)Every page and the cover are ready to print.',
      '3Printed by our printer (under way)The printer prints, binds and checks every copy.',
      '4DispatchedExpected between Wed 2 Dec and Mon 7 Dec. We e-mail you when it leaves.',
      '5DeliveredExpected between Fri 4 Dec and Fri 11 Dec.',
    ]);
    expect(within(next).getByRole('listitem', { current: 'step' })).toHaveTextContent('Printed by our printer');
    expect(within(main).getAllByRole('link', { name: 'My Orders' })[0]).toHaveAttribute('href', '/orders');
  });

  it('while unpaid: no thanks yet, the price to pay, and a way to pay', async () => {
    await showOrder(order({ status: 'pending_payment', checkout_url: '/checkout/test/pay-1', history: [order().history[0]!] }));
    expect(await screen.findByRole('heading', { name: 'Price to pay' })).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your order')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/checkout/test/pay-1');
  });

  it('a refunded order says so instead of what happens next', async () => {
    await showOrder(order({ status: 'refunded', can_cancel: false }));
    expect(await screen.findByText('This order was cancelled and refunded in full to the card you paid with.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What happens next' })).not.toBeInTheDocument();
  });

  it('an order that cannot be read shows the reason and the way back to My Orders', async () => {
    server.use(...accountHandlers(), http.get('/api/v1/print-orders/nope', () => HttpResponse.json({ detail: 'Order not found', code: 'not_found' }, { status: 404 })));
    signInAs();
    renderApp('/order-confirmation/nope');
    await shellSettled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getAllByRole('link', { name: 'My Orders' })[0]).toHaveAttribute('href', '/orders');
  });
});
