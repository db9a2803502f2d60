import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CustomerDetail } from '@studio/contracts/admin-customers';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import { ADMIN_ID, auditEntry, customerDetail, CUSTOMER_ID, ORDER_ID, paged, recordQueries, signInAsAdmin } from '../../admin-test-support';

type Sent = { method: string; path: string; body: unknown };
const region = (name: string) => screen.getByRole('region', { name });

function customerApi(initial: CustomerDetail = customerDetail()) {
  let customer = initial;
  const sent: Sent[] = [];
  const audits = recordQueries('/api/v1/admin/audit-log', () => paged([auditEntry({ action: 'customer.credits', target_type: 'customer', target_id: CUSTOMER_ID, reason: 'Goodwill', details: { amount: 20 } })]));
  server.use(
    http.get(`/api/v1/customers/${customer.id}`, () => HttpResponse.json(customer)),
    http.post(`/api/v1/customers/${customer.id}/credits`, async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      sent.push({ method: 'POST', path: new URL(request.url).pathname, body });
      customer = { ...customer, credits: { ...customer.credits, balance: customer.credits.balance + body.amount } };
      return HttpResponse.json({ balance: customer.credits.balance });
    }),
    http.patch(`/api/v1/customers/${customer.id}`, async ({ request }) => {
      const body = (await request.json()) as { disabled?: boolean; role?: CustomerDetail['role'] };
      sent.push({ method: 'PATCH', path: new URL(request.url).pathname, body });
      customer = { ...customer, ...(body.role && { role: body.role }), ...(body.disabled !== undefined && { disabled: body.disabled, disabled_reason: body.disabled ? 'Fraud' : null }) };
      return HttpResponse.json(customer);
    }),
    http.post(`/api/v1/customers/${customer.id}/resend-verification`, ({ request }) => {
      sent.push({ method: 'POST', path: new URL(request.url).pathname, body: null });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { sent, audits };
}

describe('admin customer page', () => {
  it('shows the account, plan, credits and ledger, orders, stories, uploaded books and the audit trail', async () => {
    const { audits } = customerApi();
    signInAsAdmin();
    renderApp(`/admin/customers/${CUSTOMER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(region('Account')).toHaveTextContent('10 Dec 1990');
    expect(region('Plan')).toHaveTextContent('Pro');
    expect(region('Plan')).toHaveTextContent('Renews');
    expect(region('Credits')).toHaveTextContent('Balance75');
    const ledger = within(region('Credits')).getByRole('table', { name: 'Credit ledger, newest first' });
    expect(within(ledger).getAllByRole('row')[1]).toHaveTextContent('−5');
    expect(within(ledger).getAllByRole('row')[2]).toHaveTextContent('+100');
    expect(within(region('Orders')).getByRole('link', { name: 'Mia and the Lost Kite' })).toHaveAttribute('href', `/admin/orders/${ORDER_ID}`);
    expect(region('Orders')).toHaveTextContent('Printing');
    expect(region('Stories')).toHaveTextContent('Completed');
    expect(region('Uploaded books')).toHaveTextContent('Grandma’s Garden');
    expect(region('Uploaded books')).toHaveTextContent('24 pages');
    expect(await within(region('Audit trail')).findByText(/Goodwill/)).toBeInTheDocument();
    expect(Object.fromEntries(audits[0]!)).toEqual({ target_type: 'customer', target_id: CUSTOMER_ID, page: '1', per_page: '50' });
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).not.toBeInTheDocument();
  });

  it('shows credits held for a book apart from the balance, and the hold in the ledger', async () => {
    const hold = { id: 'tx-3', delta: 0, kind: 'credit_hold' as const, reference: 'book:story-1:run', description: 'Held for 9 pictures of “Mia and the Lost Kite”', balance_after: 75, held_delta: 9, held_after: 9, created_at: '2026-11-11T10:00:00.000Z' };
    const base = customerDetail();
    customerApi(customerDetail({ credits: { ...base.credits, balance: 66, available_credits: 66, held_credits: 9 }, ledger: [hold, ...base.ledger] }));
    signInAsAdmin();
    renderApp(`/admin/customers/${CUSTOMER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(region('Credits')).toHaveTextContent('Balance66');
    expect(region('Credits')).toHaveTextContent('Held for books being illustrated9');
    const ledger = within(region('Credits')).getByRole('table', { name: 'Credit ledger, newest first' });
    expect(within(ledger).getAllByRole('row')[1]).toHaveTextContent(/9 held66$/);
  });

  it('gives credits: a positive ledger entry with a reason, a toast and the new balance', async () => {
    const { sent } = customerApi();
    signInAsAdmin();
    renderApp(`/admin/customers/${CUSTOMER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust credits' });
    expect(dialog).toHaveTextContent('Ada Lovelace has 75 credits');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give credits' }));
    expect(await within(dialog).findByText('Enter a whole number of credits')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Credits'), '20');
    expect(within(dialog).getByText('New balance: 95 credits.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Goodwill after a failed book');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give credits' }));
    expect(await screen.findByText('Added 20 credits for Ada Lovelace')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: `/api/v1/customers/${CUSTOMER_ID}/credits`, body: { amount: 20, reason: 'Goodwill after a failed book' } }]);
    await waitFor(() => expect(region('Credits')).toHaveTextContent('Balance95'));
  });

  it('takes credits back as a negative amount, and shows the server’s refusal', async () => {
    const { sent } = customerApi();
    server.use(http.post(`/api/v1/customers/${CUSTOMER_ID}/credits`, async ({ request }) => {
      sent.push({ method: 'POST', path: 'credits', body: await request.json() });
      return HttpResponse.json({ detail: 'The balance cannot go below 0', code: 'insufficient_credits' }, { status: 409 });
    }));
    signInAsAdmin();
    renderApp(`/admin/customers/${CUSTOMER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust credits' });
    await userEvent.click(within(dialog).getByLabelText('Take credits back'));
    await userEvent.type(within(dialog).getByLabelText('Credits'), '80');
    expect(within(dialog).getByText('That is more than their 75 credits.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Duplicate grant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take credits back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The balance cannot go below 0');
    expect(sent).toEqual([{ method: 'POST', path: 'credits', body: { amount: -80, reason: 'Duplicate grant' } }]);
  });

  it('disables an account after saying sign-in and sessions end at once, with a reason', async () => {
    const { sent } = customerApi();
    signInAsAdmin();
    renderApp(`/admin/customers/${CUSTOMER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ada Lovelace?' });
    expect(dialog).toHaveTextContent('They are signed out everywhere at once and cannot sign in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Chargeback fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText("Ada Lovelace's account is disabled")).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PATCH', path: `/api/v1/customers/${CUSTOMER_ID}`, body: { disabled: true, reason: 'Chargeback fraud' } }]);
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  it('changes the role with a reason', async () => {
    const { sent } = customerApi();
    signInAsAdmin();
    renderApp(`/admin/customers/${CUSTOMER_ID}`);
    const change = await screen.findByRole('button', { name: 'Change role' });
    expect(change).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await userEvent.click(change);
    const dialog = await screen.findByRole('dialog', { name: 'Make Ada Lovelace an administrator?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Joined the support team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Ada Lovelace is now an administrator')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PATCH', path: `/api/v1/customers/${CUSTOMER_ID}`, body: { role: 'admin', reason: 'Joined the support team' } }]);
  });

  it('resends the verification e-mail to an unverified customer', async () => {
    const { sent } = customerApi(customerDetail({ is_verified: false }));
    signInAsAdmin();
    renderApp(`/admin/customers/${CUSTOMER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('Verification e-mail sent to ada@example.com')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: `/api/v1/customers/${CUSTOMER_ID}/resend-verification`, body: null }]);
  });

  it('does not let administrators disable or demote themselves', async () => {
    customerApi(customerDetail({ id: ADMIN_ID, role: 'admin', full_name: 'Grace Hopper', email: 'grace@studio.example' }));
    server.use(http.get(`/api/v1/customers/${ADMIN_ID}`, () => HttpResponse.json(customerDetail({ id: ADMIN_ID, role: 'admin', full_name: 'Grace Hopper' }))));
    signInAsAdmin();
    renderApp(`/admin/customers/${ADMIN_ID}`);
    expect(await screen.findByText(/This is your own account/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable account' })).toBeDisabled();
    expect(screen.getByLabelText('Role')).toBeDisabled();
  });

  it('says when the customer does not exist', async () => {
    server.use(http.get('/api/v1/customers/:id', () => HttpResponse.json({ detail: 'Customer not found', code: 'not_found' }, { status: 404 })));
    signInAsAdmin();
    renderApp('/admin/customers/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no customer with this id.');
  });
});
