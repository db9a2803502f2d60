import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';
import { PRINT_ORDER_STORAGE_KEY, usePrintOrderStore } from '../stores/print-order-store';
import { catalogue, order, wizardHandlers } from './print-order-test-support';

const total = () => screen.getAllByTestId('print-total')[0]!.textContent;
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { name });
/** The message under a field: its accessible description. */
const messageOf = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ') ?? '';

async function openWizard(path = '/print-order/story-1') {
  wizardHandlers();
  signInAs();
  const view = renderApp(path);
  await waitFor(() => expect(total()).toMatch(/^£/));
  return view;
}

function typedAddress() {
  usePrintOrderStore.getState().setAddress({ full_name: 'Ada Lovelace', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', phone: '020 7946 0018' });
}

describe('the print-order wizard', () => {
  it('suggests the binding that suits the book’s page count, and keeps the one the customer picks', async () => {
    const rules = [
      { binding: 'saddle_stitch', min_pages: 4, max_pages: 48, multiple_of: 4 },
      { binding: 'perfect', min_pages: 32, max_pages: 800, multiple_of: 2 },
      { binding: 'hardcover', min_pages: 24, max_pages: 800, multiple_of: 2 },
      { binding: 'coil', min_pages: 2, max_pages: 470, multiple_of: 2 },
    ] as const;
    wizardHandlers();
    server.use(http.get('/api/v1/print-orders/options', () => HttpResponse.json({ ...catalogue(), page_rules: rules })));
    signInAs();
    renderApp('/print-order/story-1');
    // The quote says the book has 10 pages: a stapled booklet, not a paperback padded to 32.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Stapled booklet (saddle stitch)' })).toBeChecked());
    await userEvent.click(screen.getByRole('radio', { name: 'Paperback (perfect bound)' }));
    await waitFor(() => expect(usePrintOrderStore.getState().form.options.binding).toBe('perfect'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('radio', { name: 'Paperback (perfect bound)' })).toBeChecked();
  });

  it('prices the options as they change, and shows an impossible combination’s reason inline while holding Next', async () => {
    await openWizard();
    expect(await stepHeading('Step 1 of 4: Options')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('1. Options');
    await waitFor(() => expect(total()).toBe('£12.98'));
    await userEvent.click(screen.getByRole('radio', { name: 'Hardcover' }));
    await waitFor(() => expect(total()).toBe('£19.98'));
    expect(screen.getByRole('img', { name: /Hardcover, 210 × 297 mm/ })).toBeInTheDocument();
    expect(screen.getAllByText(/14 blank pages will be added/)[0]).toBeInTheDocument();

    // An emptied box can be typed into afresh; out of range is explained, not silently changed.
    const copies = screen.getByLabelText('Copies');
    await userEvent.clear(copies);
    expect(messageOf('Copies')).toContain('Enter a whole number from 1 to 250');
    await userEvent.type(copies, '3');
    expect(copies).toHaveValue(3);
    await waitFor(() => expect(total()).toBe('£49.98'));
    await userEvent.type(copies, '00');
    expect(messageOf('Copies')).toContain('Enter a whole number from 1 to 250');
    expect(usePrintOrderStore.getState().form.options.quantity).toBe(30);
    // The price of 30 copies is not left showing for 300.
    await waitFor(() => expect(screen.queryAllByTestId('print-total')).toHaveLength(0));
    expect(screen.getByText('No price for these options')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.clear(copies);
    await userEvent.type(copies, '2');
    await waitFor(() => expect(total()).toBe('£34.98'));

    await userEvent.click(screen.getByRole('radio', { name: 'Coil bound' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Square (8.5 × 8.5 in)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coil binding is not made at Square (8.5 × 8.5 in); choose another size');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('checks the address on Next, with each message under its field, and drops a message as soon as its field is right', async () => {
    await openWizard();
    await next();
    expect(await stepHeading('Step 2 of 4: Address')).toHaveFocus();
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();

    await next();
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Address' })).toBeInTheDocument();
    expect(messageOf('Full name')).toBe('Full name is required');
    expect(messageOf('Address line 1')).toBe('Address line 1 is required');
    expect(messageOf('Town or city')).toBe('Town or city is required');
    expect(messageOf('Postcode')).toBe('Postcode is required');
    expect(messageOf('Phone number (for the courier)')).toBe('Phone number is required');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf('Address line 2 (optional)')).toBe('');

    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    expect(messageOf('Full name')).toBe('');
    await userEvent.type(screen.getByLabelText('Address line 1'), '1 Story Lane');
    await userEvent.type(screen.getByLabelText('Town or city'), 'London');
    await userEvent.type(screen.getByLabelText('Postcode'), '12345');
    await userEvent.type(screen.getByLabelText('Phone number (for the courier)'), '020 7946 0018');
    expect(messageOf('Postcode')).toBe('This is not a valid postcode for United Kingdom');
    await next();
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Address' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Postcode'));
    await userEvent.type(screen.getByLabelText('Postcode'), 'EC1A 1AA');
    expect(messageOf('Postcode')).toBe('');
    // The country is part of the address: the postcode is checked against it.
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(messageOf('Postcode')).toBe('This is not a valid postcode for France');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'GB');
    await next();
    expect(await stepHeading('Step 3 of 4: Review')).toBeInTheDocument();
  });

  it('offers the read-aloud QR code on the back cover, on by default, and says who can switch its link off', async () => {
    await openWizard('/print-order/story-1');
    const option = await screen.findByRole('checkbox', { name: 'Print a QR code on the back cover that opens the read-aloud version' }, { timeout: 4000 });
    expect(option).toBeChecked();
    expect(option).toHaveAccessibleDescription(/never expires, labelled with the order.*Cancelling the order does not switch the link off/);
    await userEvent.click(option);
    expect(usePrintOrderStore.getState().form.readAloudQr).toBe(false);
  });

  it('reviews every line with Edit links back to the steps, then places the order with an Idempotency-Key and goes to the checkout', async () => {
    const posted: Array<{ key: string | null; body: Record<string, unknown> }> = [];
    server.use(
      http.post('/api/v1/print-orders', async ({ request }) => {
        posted.push({ key: request.headers.get('Idempotency-Key'), body: (await request.json()) as Record<string, unknown> });
        return HttpResponse.json(order({ status: 'pending_payment', checkout_url: '/checkout/test/pay-1' }), { status: 201 });
      }),
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json({ id: 'pay-1', purpose: 'print_order', description: 'Prints', amount_cents: 1298, currency: 'gbp', status: 'pending', provider: 'test', return_path: '/order-confirmation/order-1', created_at: '2026-01-01T00:00:00Z' })),
    );
    typedAddress();
    usePrintOrderStore.getState().setNotes('For Grandma');
    const { router } = await openWizard('/print-order/story-1?step=3');

    const main = await screen.findByRole('main');
    expect(await stepHeading('Step 3 of 4: Review')).toBeInTheDocument();
    const price = within(main).getAllByRole('group', { name: 'Price' })[0]!;
    for (const line of ['Printing, 10 pages × 1 copies', 'Subtotal', 'Standard post to United Kingdom', 'Total']) expect(price).toHaveTextContent(line);
    expect(price).toHaveTextContent('Dispatched');
    expect(price).toHaveTextContent('Arrives');
    expect(main).toHaveTextContent('Ada Lovelace');
    expect(main).toHaveTextContent('Notes: For Grandma');
    await userEvent.click(screen.getByRole('button', { name: 'Edit delivery address' }));
    expect(await stepHeading('Step 2 of 4: Address')).toBeInTheDocument();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await stepHeading('Step 4 of 4: Pay')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/test/pay-1'));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posted[0]!.body).toMatchObject({
      story_id: 'story-1',
      print_options: { binding: 'perfect', quantity: 1 },
      shipping_address: { full_name: 'Ada Lovelace', postal_code: 'EC1A 1AA', country: 'GB' },
      shipping_level: 'MAIL',
      notes: 'For Grandma',
      read_aloud_qr: true,
    });
    // Placed: the wizard starts afresh next time, remembering only where the books went.
    const kept = (JSON.parse(localStorage.getItem(PRINT_ORDER_STORAGE_KEY)!) as { state: { form: object } }).state.form;
    expect(kept).toMatchObject({ notes: '', address: { full_name: 'Ada Lovelace', postal_code: 'EC1A 1AA' } });
  });

  it('tries again with the same key after a failure, and puts the server’s objections to the address under their fields', async () => {
    const keys: Array<string | null> = [];
    let answer = 0;
    server.use(
      http.post('/api/v1/print-orders', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        answer += 1;
        if (answer === 1) return HttpResponse.json({ detail: 'The payment provider did not answer. Try again.' }, { status: 503 });
        return HttpResponse.json(
          { detail: 'Some fields are not valid', code: 'validation_error', errors: [{ field: 'shipping_address.postal_code', message: 'We cannot deliver to this postcode' }] },
          { status: 422 },
        );
      }),
    );
    typedAddress();
    await openWizard('/print-order/story-1?step=4');
    await userEvent.click(await screen.findByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('The payment provider did not answer. Try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));

    expect(await stepHeading('Step 2 of 4: Address')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(messageOf('Postcode')).toBe('We cannot deliver to this postcode');
    await userEvent.type(screen.getByLabelText('Postcode'), ' ');
    expect(messageOf('Postcode')).toBe('');
  });

  it('does not open on a later step while the address is unfinished', async () => {
    await openWizard('/print-order/story-1?step=4');
    expect(await stepHeading('Step 2 of 4: Address')).toBeInTheDocument();
  });
});
