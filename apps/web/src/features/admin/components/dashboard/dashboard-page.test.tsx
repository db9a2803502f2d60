import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import { dashboard, signInAsAdmin } from '../../admin-test-support';

const card = (label: string) => screen.getByRole('group', { name: label });

describe('admin dashboard', () => {
  it('shows a skeleton, then every figure with its context', async () => {
    server.use(http.get('/api/v1/admin/dashboard', () => HttpResponse.json(dashboard())));
    signInAsAdmin();
    renderApp('/admin');
    expect(await screen.findByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(card('Customers')).toHaveTextContent('1,234');
    expect(card('Customers')).toHaveTextContent('56 new this week');
    expect(card('Active subscriptions')).toHaveTextContent('52');
    expect(within(card('Active subscriptions')).getByRole('list', { name: 'Subscriptions by plan' })).toHaveTextContent('Pro40Premium12');
    expect(card('Revenue this month')).toHaveTextContent('£1,234.56');
    expect(card('Orders needing attention')).toHaveTextContent('3');
    expect(within(card('Orders needing attention')).getByRole('link')).toHaveAttribute('href', '/admin/orders?sort=updated_at&direction=asc');
    expect(card('Credits spent')).toHaveTextContent('870');
    expect(card('Credits spent')).toHaveTextContent('15,400 in all');
    expect(card('Books made')).toHaveTextContent('321');
    expect(card('Failed jobs (24 h)')).toHaveTextContent('2');
    expect(screen.queryByRole('status', { name: 'Loading the dashboard' })).not.toBeInTheDocument();
  });

  it('lists the open alerts above the figures, and nothing when there are none', async () => {
    const alert = { id: 'a1', kind: 'refund_failing', reference: 'pay-1', subject: 'A refund of 20.98 GBP keeps failing', detail: 'The last error: Stripe is down.', created_at: '2026-11-24T09:00:00.000Z' };
    const printer = { id: 'a2', kind: 'print_job_error', reference: 'order-7', subject: 'The printer reports a problem with the order for “Luna”', detail: 'Shipping delayed.', created_at: '2026-11-24T08:00:00.000Z' };
    server.use(http.get('/api/v1/admin/dashboard', () => HttpResponse.json(dashboard({ alerts: [alert, printer] }))));
    signInAsAdmin();
    renderApp('/admin');
    const alerts = await screen.findByRole('region', { name: 'Needs your attention (2)' });
    expect(alerts).toHaveTextContent('A refund of 20.98 GBP keeps failing');
    expect(alerts).toHaveTextContent('The last error: Stripe is down.');
    // An alert about a print order leads to it; a refund's reference is a payment, with no page of its own.
    expect(within(alerts).getAllByRole('link', { name: 'Open the order' }).map((link) => link.getAttribute('href'))).toEqual(['/admin/orders/order-7']);
  });

  it('draws both charts, with their figures readable as tables', async () => {
    server.use(http.get('/api/v1/admin/dashboard', () => HttpResponse.json(dashboard())));
    signInAsAdmin();
    renderApp('/admin');
    const revenue = await screen.findByRole('figure', { name: 'Revenue by month' });
    const revenueTable = within(revenue).getByRole('table', { name: 'Revenue by month' });
    expect(within(revenueTable).getAllByRole('row')).toHaveLength(13);
    expect(within(revenueTable).getByRole('row', { name: 'Nov 26 £1,200.00' })).toBeInTheDocument();
    const orders = screen.getByRole('figure', { name: 'Orders by status' });
    expect(within(orders).getByRole('row', { name: 'Delivered 20' })).toBeInTheDocument();
    expect(within(orders).getByRole('row', { name: 'Awaiting payment 1' })).toBeInTheDocument();
  });

  it('says when the figures cannot be read, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/admin/dashboard', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ detail: 'The database is busy', code: 'unavailable' }, { status: 503 }) : HttpResponse.json(dashboard());
      }),
    );
    signInAsAdmin();
    renderApp('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded: The database is busy');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
