import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@studio/contracts/admin-orders';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import { adminOrder, auditEntry, ORDER_ID, paged, recordQueries, signInAsAdmin } from '../../admin-test-support';

const region = (name: string) => screen.getByRole('region', { name });

/** The order's API: GET answers `current`, transitions are recorded and answer `after(body)`. */
function orderApi(current: AdminOrder, after: (body: Record<string, unknown>) => AdminOrder | Response = (body) => adminOrder({ ...current, status: body.to as AdminOrder['status'] })) {
  const posted: Array<Record<string, unknown>> = [];
  let order = current;
  server.use(
    http.get(`/api/v1/admin/orders/${ORDER_ID}`, () => HttpResponse.json(order)),
    http.post(`/api/v1/admin/orders/${ORDER_ID}/transitions`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      const answer = after(body);
      if (answer instanceof Response) return answer;
      order = answer;
      return HttpResponse.json(order);
    }),
  );
  return posted;
}

describe('admin order page', () => {
  it('shows the customer, options, address, price lines, files, provider, history and audit trail', async () => {
    orderApi(adminOrder());
    const audits = recordQueries('/api/v1/admin/audit-log', () => paged([auditEntry()]));
    signInAsAdmin();
    renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia and the Lost Kite' })).toBeInTheDocument();

    expect(within(region('Customer')).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/customers/7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d');
    expect(region('Book and options')).toHaveTextContent('Paperback (perfect bound)');
    expect(region('Book and options')).toHaveTextContent('Please gift wrap');
    expect(region('Shipping')).toHaveTextContent('1 Story Lane');
    expect(region('Shipping')).toHaveTextContent('EC1A 1AA');
    expect(within(region('Price')).getByRole('row', { name: 'Printing, 16 pages × 2 copies £16.00' })).toBeInTheDocument();
    expect(within(region('Price')).getByRole('row', { name: 'Total £20.98' })).toBeInTheDocument();
    const files = within(region('Fulfilment')).getByRole('list', { name: 'Print files' });
    expect(within(files).getByRole('link', { name: 'Interior (pages)' })).toHaveAttribute('href', '/media/signed/interior.pdf?sig=abc');
    expect(within(files).getByRole('link', { name: 'Cover spread' })).toHaveAttribute('href', '/media/signed/cover.pdf?sig=def');
    expect(region('Fulfilment')).toHaveTextContent('manual-42');
    expect(region('Fulfilment')).not.toHaveTextContent('IN_PRODUCTION');
    const history = within(region('Status history')).getByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Printing');
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('by an administrator');
    expect(history).toHaveTextContent('Internal reason: “Printer confirmed”');
    // A manual order has no printer reporting on it: no "Provider's status" frozen at CREATED.
    expect(region('Fulfilment')).not.toHaveTextContent("Provider's status");
    expect(history).toHaveTextContent('Told the customer: “Your book is on the press”');

    const trail = await within(region('Audit trail')).findByRole('list', { name: 'Audit trail' });
    expect(trail).toHaveTextContent('Order transition');
    expect(trail).toHaveTextContent('by grace@studio.example');
    expect(trail).toHaveTextContent('Status: submitted → in_production');
    expect(Object.fromEntries(audits[0]!)).toEqual({ target_type: 'print_order', target_id: ORDER_ID, page: '1', per_page: '50' });

    const steps = region('Next steps');
    expect(within(steps).getAllByRole('button').map((button) => button.textContent)).toEqual(['Mark shipped', 'Mark delivered', 'Reject', 'Refund']);
  });

  it('ships with a tracking number: asks for it and a reason, sends them, and says so', async () => {
    const posted = orderApi(adminOrder(), (body) =>
      adminOrder({ status: 'shipped', next_statuses: ['delivered'], tracking: { carrier: String(body.carrier), number: String(body.tracking_number), url: null } }),
    );
    server.use(http.get('/api/v1/admin/audit-log', () => HttpResponse.json(paged([]))));
    signInAsAdmin();
    renderApp(`/admin/orders/${ORDER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark shipped?' });
    expect(dialog).toHaveTextContent('The customer is e-mailed the tracking number');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Internal reason'), 'Posted at the depot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('A shipped order needs its tracking number')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Carrier'), 'Royal Mail');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'RM123456789GB');
    expect(within(dialog).getByLabelText('Internal reason')).toHaveAccessibleDescription(/the customer never sees it/);
    await userEvent.type(within(dialog).getByLabelText('Message for the customer'), 'Enjoy the book!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByText('Marked shipped: “Mia and the Lost Kite”')).toBeInTheDocument();
    expect(posted).toEqual([{ to: 'shipped', reason: 'Posted at the depot', customer_message: 'Enjoy the book!', carrier: 'Royal Mail', tracking_number: 'RM123456789GB' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(region('Fulfilment')).toHaveTextContent('Royal Mail: RM123456789GB');
    expect(within(region('Next steps')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Mark delivered']);
  });

  it('checks a tracking link is a web address', async () => {
    const posted = orderApi(adminOrder());
    server.use(http.get('/api/v1/admin/audit-log', () => HttpResponse.json(paged([]))));
    signInAsAdmin();
    renderApp(`/admin/orders/${ORDER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark shipped?' });
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'RM123456789GB');
    await userEvent.type(within(dialog).getByLabelText('Tracking link'), 'not a link');
    await userEvent.type(within(dialog).getByLabelText('Internal reason'), 'Posted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText(/Enter a web address starting with https/i)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('refunds after a warning about the money, and keeps the dialog open with the server’s refusal', async () => {
    const posted = orderApi(adminOrder(), () => HttpResponse.json({ detail: 'The payment provider refused the refund', code: 'refund_failed' }, { status: 502 }));
    server.use(http.get('/api/v1/admin/audit-log', () => HttpResponse.json(paged([]))));
    signInAsAdmin();
    renderApp(`/admin/orders/${ORDER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(dialog).toHaveTextContent("£20.98 is refunded in full to the customer's card");
    expect(within(dialog).queryByLabelText('Tracking number')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Internal reason'), 'Damaged in the post');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment provider refused the refund');
    expect(posted).toEqual([{ to: 'refunded', reason: 'Damaged in the post' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the order does not exist', async () => {
    server.use(http.get('/api/v1/admin/orders/:id', () => HttpResponse.json({ detail: 'Order not found', code: 'not_found' }, { status: 404 })));
    signInAsAdmin();
    renderApp('/admin/orders/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no order with this id.');
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/admin/orders');
  });
});
