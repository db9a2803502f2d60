import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PriceListUpdate } from '@studio/contracts/print-prices';
import { DEFAULT_BRAND, type Settings } from '@studio/contracts/settings';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import { ADMIN_ID, auditEntry, paged, priceList, priceListVersion, providers, recordQueries, settings, signInAsAdmin } from '../../admin-test-support';
import { queryKeys } from '../../../../lib/query-keys';

const region = (name: string) => screen.getByRole('region', { name });
const lastQuery = (seen: URLSearchParams[]) => Object.fromEntries(seen.at(-1) ?? []);

function settingsApi() {
  let current = settings();
  const puts: Array<Record<string, unknown>> = [];
  const pricePuts: PriceListUpdate[] = [];
  const audit = recordQueries('/api/v1/admin/audit-log', (query) =>
    paged(
      [auditEntry({ id: `a-${query.get('page')}`, action: 'settings.update', target_type: 'settings', target_id: 'brand', reason: 'New phone line', details: { before: { brand: { support_phone: '+44 20 7946 0000' } }, after: { brand: { support_phone: '+44 20 7946 0999' } } } })],
      Number(query.get('page')),
      20,
      45,
    ),
  );
  server.use(
    http.get('/api/v1/admin/settings', () => HttpResponse.json(current)),
    http.put('/api/v1/admin/settings', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      const { reason: _reason, ...changes } = body;
      current = { ...current, ...(changes as Partial<Settings>) };
      return HttpResponse.json(current);
    }),
    http.get('/api/v1/admin/print-prices', () => HttpResponse.json(priceListVersion(3))),
    http.put('/api/v1/admin/print-prices', async ({ request }) => {
      const body = (await request.json()) as PriceListUpdate;
      pricePuts.push(body);
      return HttpResponse.json({ version: 4, prices: body.prices, created_at: '2026-11-24T12:00:00.000Z' });
    }),
    http.get('/api/v1/admin/providers', () => HttpResponse.json(providers())),
  );
  return { puts, pricePuts, audit };
}

describe('admin settings', () => {
  it('saves the contact details with a reason, checks them first, and refreshes the public brand', async () => {
    const { puts } = settingsApi();
    signInAsAdmin();
    const { queryClient } = renderApp('/admin/settings');
    queryClient.setQueryData(queryKeys.brand, DEFAULT_BRAND);
    const phone = await within(await screen.findByRole('region', { name: 'Contact details' })).findByLabelText('Support phone');
    expect(phone).toHaveValue(DEFAULT_BRAND.support_phone);
    const save = within(region('Contact details')).getByRole('button', { name: 'Save contact details' });
    expect(save).toBeDisabled();

    await userEvent.clear(phone);
    await userEvent.type(phone, 'call us');
    await userEvent.clear(within(region('Contact details')).getByLabelText('Support e-mail'));
    await userEvent.type(within(region('Contact details')).getByLabelText('Support e-mail'), 'support@');
    await userEvent.click(save);
    expect(await within(region('Contact details')).findByText('Enter a phone number of digits, spaces and an optional leading +')).toBeInTheDocument();
    expect(within(region('Contact details')).getByText('Enter a valid support e-mail address')).toBeInTheDocument();
    expect(within(region('Contact details')).getByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 20 7946 0999');
    await userEvent.clear(within(region('Contact details')).getByLabelText('Support e-mail'));
    await userEvent.type(within(region('Contact details')).getByLabelText('Support e-mail'), 'help@storybook.studio');
    await userEvent.type(within(region('Contact details')).getByLabelText('Reason for the change'), 'New phone line');
    await userEvent.click(save);
    expect(await screen.findByText('Contact details saved; the footer shows them now')).toBeInTheDocument();
    expect(puts).toEqual([{ brand: { ...DEFAULT_BRAND, support_phone: '+44 20 7946 0999', support_email: 'help@storybook.studio' }, reason: 'New phone line' }]);
    expect(queryClient.getQueryState(queryKeys.brand)?.isInvalidated).toBe(true);
    await waitFor(() => expect(save).toBeDisabled());
    expect(within(region('Contact details')).getByLabelText('Reason for the change')).toHaveValue('');
  });

  it('saves credit costs and the unpaid-order expiry (blank is the server default)', async () => {
    const { puts } = settingsApi();
    server.use(http.get('/api/v1/admin/settings', () => HttpResponse.json(settings({ unpaid_order_expiry_hours: 48 }))));
    signInAsAdmin();
    renderApp('/admin/settings');
    const costs = await screen.findByRole('region', { name: 'Credit costs' });
    const expensive = await within(costs).findByLabelText('gpt-image-1');
    await userEvent.clear(expensive);
    await userEvent.type(expensive, '5');
    await userEvent.type(within(costs).getByLabelText('Reason for the change'), 'Provider raised prices');
    await userEvent.click(within(costs).getByRole('button', { name: 'Save credit costs' }));
    expect(await screen.findByText('Credit costs saved')).toBeInTheDocument();
    expect(puts[0]).toEqual({ credit_costs: { builtin: 1, 'gpt-image-1-mini': 1, 'gpt-image-1': 5 }, reason: 'Provider raised prices' });

    const expiry = region('Unpaid orders');
    const hours = within(expiry).getByLabelText('Cancel unpaid orders after (hours)');
    expect(hours).toHaveValue('48');
    await userEvent.clear(hours);
    await userEvent.type(hours, '0');
    await userEvent.type(within(expiry).getByLabelText('Reason for the change'), 'Back to default');
    await userEvent.click(within(expiry).getByRole('button', { name: 'Save expiry' }));
    expect(await within(expiry).findByText(/Enter whole hours from 1 to 720/)).toBeInTheDocument();
    await userEvent.clear(hours);
    await userEvent.click(within(expiry).getByRole('button', { name: 'Save expiry' }));
    expect(await screen.findByText('Unpaid orders now use the server’s default expiry')).toBeInTheDocument();
    expect(puts[1]).toEqual({ unpaid_order_expiry_hours: null, reason: 'Back to default' });
  });

  it('saves the print prices as a new version: pounds as integer pence, shipping levels on and off, the rest unchanged', async () => {
    const { pricePuts } = settingsApi();
    signInAsAdmin();
    renderApp('/admin/settings');
    const prices = await screen.findByRole('region', { name: 'Print prices and shipping' });
    expect(await within(prices).findByText(/Version 3, saved/)).toBeInTheDocument();
    const hardcover = within(prices).getByLabelText('Hardcover');
    expect(hardcover).toHaveValue('11.50');
    await userEvent.clear(hardcover);
    await userEvent.type(hardcover, '12.25');
    await userEvent.clear(within(prices).getByLabelText('Full colour, standard'));
    await userEvent.type(within(prices).getByLabelText('Full colour, standard'), '0.07');

    expect(within(prices).queryByLabelText('Europe, Express courier: first copy')).not.toBeInTheDocument();
    await userEvent.click(within(prices).getByLabelText('Offer Europe, Express courier'));
    await userEvent.type(within(prices).getByLabelText('Europe, Express courier: first copy'), '24.99');
    await userEvent.type(within(prices).getByLabelText('Europe, Express courier: each extra copy'), '3.99');
    await userEvent.type(within(prices).getByLabelText('Europe, Express courier: fewest days'), '3');
    await userEvent.type(within(prices).getByLabelText('Europe, Express courier: most days'), '2');
    await userEvent.click(within(prices).getByLabelText('Offer Domestic, Express courier'));
    await userEvent.type(within(prices).getByLabelText('Reason for the change'), 'Autumn price review');
    await userEvent.click(within(prices).getByRole('button', { name: 'Save as a new version' }));
    expect(await within(prices).findByText('At least the minimum')).toBeInTheDocument();
    expect(pricePuts).toHaveLength(0);

    await userEvent.clear(within(prices).getByLabelText('Europe, Express courier: most days'));
    await userEvent.type(within(prices).getByLabelText('Europe, Express courier: most days'), '4');
    await userEvent.click(within(prices).getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Print prices saved as version 4')).toBeInTheDocument();

    const base = priceList();
    const { EXPRESS: _dropped, ...domestic } = base.shipping.domestic;
    expect(pricePuts).toEqual([
      {
        reason: 'Autumn price review',
        prices: {
          ...base,
          binding_base_cents: { ...base.binding_base_cents, hardcover: 1225 },
          page_cents: { ...base.page_cents, full_color: { standard: 7, premium: 9 } },
          shipping: { ...base.shipping, domestic, europe: { ...base.shipping.europe, EXPRESS: { first_copy_cents: 2499, additional_copy_cents: 399, min_days: 3, max_days: 4 } } },
        },
      },
    ]);
    expect(await within(prices).findByText(/Version 4, saved/)).toBeInTheDocument();
  });

  it('shows each provider and the outcome of its test', async () => {
    settingsApi();
    const tested: string[] = [];
    server.use(
      http.post('/api/v1/admin/providers/:area/test', ({ params }) => {
        tested.push(String(params.area));
        return params.area === 'mail'
          ? HttpResponse.json({ area: 'mail', ok: true, message: 'A test e-mail was sent to grace@studio.example', duration_ms: 120 })
          : HttpResponse.json({ area: params.area, ok: false, message: 'The bucket does not exist', duration_ms: 35 });
      }),
    );
    signInAsAdmin();
    renderApp('/admin/settings');
    const list = await within(await screen.findByRole('region', { name: 'Providers' })).findByRole('list', { name: 'Providers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(list).toHaveTextContent('outbox');
    await userEvent.click(within(list).getByRole('button', { name: 'Send a test: Mail' }));
    expect(await within(list).findByText(/A test e-mail was sent to grace@studio.example/)).toBeInTheDocument();
    expect(list).toHaveTextContent('Works: A test e-mail was sent to grace@studio.example (120 ms)');
    await userEvent.click(within(list).getByRole('button', { name: 'Send a test: Storage' }));
    expect(await within(list).findByText(/The bucket does not exist/)).toBeInTheDocument();
    expect(list).toHaveTextContent('Failed: The bucket does not exist (35 ms)');
    expect(tested).toEqual(['mail', 'storage']);
  });

  it('filters and pages the audit log through the address', async () => {
    const { audit } = settingsApi();
    signInAsAdmin();
    const { router } = renderApp('/admin/settings');
    const log = await screen.findByRole('region', { name: 'Audit log' });
    const entries = await within(log).findByRole('list', { name: 'Audit log entries' });
    expect(entries).toHaveTextContent('Settings update · Settings brand');
    // Who did what, why, and each field before → after in words: no raw JSON.
    expect(entries).toHaveTextContent(/by \S+@\S+ — New phone line/);
    expect(entries).toHaveTextContent('Brand › Support phone: +44 20 7946 0000 → +44 20 7946 0999');
    expect(entries.textContent).not.toMatch(/[{}"]/);
    expect(lastQuery(audit)).toEqual({ page: '1', per_page: '20' });

    await userEvent.selectOptions(within(log).getByLabelText('Record type'), 'Plans');
    await waitFor(() => expect(lastQuery(audit)).toEqual({ target_type: 'plan', page: '1', per_page: '20' }));
    await userEvent.type(within(log).getByLabelText('Action'), 'plan.retire');
    await waitFor(() => expect(lastQuery(audit)).toMatchObject({ target_type: 'plan', action: 'plan.retire' }));
    await userEvent.click(within(log).getByLabelText('Only my changes'));
    await waitFor(() => expect(lastQuery(audit)).toMatchObject({ actor_id: ADMIN_ID }));

    await userEvent.click(within(within(log).getByRole('navigation', { name: 'Audit log pages' })).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(audit)).toEqual({ target_type: 'plan', action: 'plan.retire', actor_id: ADMIN_ID, page: '2', per_page: '20' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ audit_type: 'plan', audit_action: 'plan.retire', audit_mine: '1', audit_page: '2' });
  });
});
