import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import { creditPackage, paged, plan, signInAsAdmin } from '../../admin-test-support';

type Body = Record<string, unknown>;

function catalogueApi() {
  const sent: Array<{ method: string; path: string; body: Body }> = [];
  const record = async (request: Request) => {
    const body = (await request.json()) as Body;
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get('/api/v1/admin/plans', () =>
      HttpResponse.json(paged([plan({ id: 'plan-free', type: 'free', name: 'Free', price_cents: 0, subscribers: 0, monthly_credits: 10 }), plan(), plan({ id: 'plan-old', name: 'Classic', is_active: false, subscribers: 2 })])),
    ),
    http.get('/api/v1/admin/credit-packages', () => HttpResponse.json(paged([creditPackage(), creditPackage({ id: 'pack-old', name: 'Old pack', is_active: false })]))),
    http.post('/api/v1/admin/plans', async ({ request }) => HttpResponse.json(plan({ ...(await record(request)), id: 'plan-new', subscribers: 0 }), { status: 201 })),
    http.patch('/api/v1/admin/plans/:id', async ({ request }) => HttpResponse.json(plan(await record(request)))),
    http.post('/api/v1/admin/credit-packages', async ({ request }) => HttpResponse.json(creditPackage(await record(request)), { status: 201 })),
    http.patch('/api/v1/admin/credit-packages/:id', async ({ request }) => HttpResponse.json(creditPackage(await record(request)))),
  );
  return sent;
}

const plansTable = () => screen.getByRole('table', { name: 'Plans' });

describe('admin plans', () => {
  it('lists plans and credit packages with prices, credits, subscribers and whether they are retired', async () => {
    catalogueApi();
    signInAsAdmin();
    renderApp('/admin/plans');
    const pro = await within(await screen.findByRole('table', { name: 'Plans' })).findByRole('row', { name: /^Pro/ });
    expect(pro).toHaveTextContent('£9.99/mo');
    expect(pro).toHaveTextContent('100');
    expect(pro).toHaveTextContent('40');
    expect(pro).toHaveTextContent('Active');
    expect(within(plansTable()).getByRole('row', { name: /^Classic/ })).toHaveTextContent('Retired');
    expect(within(plansTable()).getByRole('button', { name: 'Reactivate Classic' })).toBeInTheDocument();
    expect(within(plansTable()).queryByRole('button', { name: 'Retire Free' })).not.toBeInTheDocument();
    const packages = screen.getByRole('table', { name: 'Credit packages' });
    expect(within(packages).getByRole('row', { name: /Starter pack/ })).toHaveTextContent('£4.99');
    expect(within(packages).getByRole('row', { name: /Old pack/ })).toHaveTextContent('Retired');
  });

  it('creates a plan: pounds become integer pence, features and lengths as chosen, with a reason', async () => {
    const sent = catalogueApi();
    signInAsAdmin();
    renderApp('/admin/plans');
    await userEvent.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount in pounds, such as 9.99')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Family');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'Premium');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'For big families');
    await userEvent.type(within(dialog).getByLabelText('Monthly price (£)'), '14.5');
    await userEvent.clear(within(dialog).getByLabelText('Monthly credits'));
    await userEvent.type(within(dialog).getByLabelText('Monthly credits'), '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a feature' }));
    await userEvent.type(within(dialog).getByLabelText('Feature 1'), '250 credits a month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a feature' }));
    await userEvent.type(within(dialog).getByLabelText('Feature 2'), 'Every story length');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move feature 2 up' }));
    await userEvent.click(within(dialog).getByLabelText('Short (8 pages)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('Allow at least one story length')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText('Long (24 pages)'));
    await userEvent.click(within(dialog).getByLabelText('Medium (16 pages)'));
    await userEvent.click(within(dialog).getByLabelText(/Custom images allowed/));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Launching the family tier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    expect(await screen.findByText('Plan “Family” created')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/v1/admin/plans',
        body: {
          type: 'premium',
          currency: 'gbp',
          name: 'Family',
          description: 'For big families',
          price_cents: 1450,
          monthly_credits: 250,
          features: ['Every story length', '250 credits a month'],
          allowed_story_lengths: ['medium', 'long'],
          allow_custom_images: true,
          saved_characters: 20,
          sort_order: 0,
          reason: 'Launching the family tier',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a plan (sending every field, so none is reset) and says a new price applies from the next period', async () => {
    const sent = catalogueApi();
    signInAsAdmin();
    renderApp('/admin/plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Pro”' });
    expect(dialog).toHaveTextContent('A new price applies from each subscriber’s next billing period');
    const price = within(dialog).getByLabelText('Monthly price (£)');
    expect(price).toHaveValue('9.99');
    await userEvent.clear(price);
    await userEvent.type(price, '12');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Yearly price review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Plan “Pro” saved')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/v1/admin/plans/plan-pro', body: { name: 'Pro', description: 'For regular storytellers', price_cents: 1200, monthly_credits: 100, features: ['100 credits a month', 'Every story length'], allowed_story_lengths: ['short', 'medium', 'long'], allow_custom_images: true, saved_characters: 20, sort_order: 1, is_active: true, reason: 'Yearly price review' } }]);
  });

  it('shows the server’s field errors on the form', async () => {
    catalogueApi();
    server.use(
      http.patch('/api/v1/admin/plans/:id', () =>
        HttpResponse.json({ detail: 'Some fields are not valid', code: 'validation_failed', errors: [{ field: 'price_cents', message: 'A paid plan must cost more than 0' }] }, { status: 422 }),
      ),
    );
    signInAsAdmin();
    renderApp('/admin/plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Pro”' });
    await userEvent.clear(within(dialog).getByLabelText('Monthly credits'));
    await userEvent.type(within(dialog).getByLabelText('Monthly credits'), '120');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'More credits');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Some fields are not valid');
    expect(within(dialog).getByText('A paid plan must cost more than 0')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Monthly price (£)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('retires a plan after saying what happens to its subscribers, with a reason', async () => {
    const sent = catalogueApi();
    signInAsAdmin();
    renderApp('/admin/plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Retire Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire this plan?' });
    expect(dialog).toHaveTextContent('“Pro” leaves the pricing page and takes no new subscriptions. Its 40 current subscriptions carry on to the end of their period');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire plan' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'body: replaced by Family');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire plan' }));
    expect(await screen.findByText('Plan “Pro” retired')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/v1/admin/plans/plan-pro', body: { name: 'Pro', description: 'For regular storytellers', price_cents: 999, monthly_credits: 100, features: ['100 credits a month', 'Every story length'], allowed_story_lengths: ['short', 'medium', 'long'], allow_custom_images: true, saved_characters: 20, sort_order: 1, is_active: false, reason: 'nobody: replaced by Family' } }]);
  });

  it('creates and reactivates credit packages', async () => {
    const sent = catalogueApi();
    signInAsAdmin();
    renderApp('/admin/plans');
    await userEvent.click(await screen.findByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New credit package' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Big pack');
    await userEvent.clear(within(dialog).getByLabelText('Credits'));
    await userEvent.type(within(dialog).getByLabelText('Credits'), '500');
    await userEvent.type(within(dialog).getByLabelText('Price (£)'), '39.99');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bulk buyers asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create package' }));
    expect(await screen.findByText('Package “Big pack” created')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reactivate Old pack' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reactivate this package?' });
    await userEvent.type(within(confirm).getByLabelText('Reason'), 'Back by demand');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reactivate package' }));
    expect(await screen.findByText('Package “Old pack” reactivated')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/v1/admin/credit-packages', body: { name: 'Big pack', credits: 500, price_cents: 3999, sort_order: 0, currency: 'gbp', reason: 'Bulk buyers asked' } },
      { method: 'PATCH', path: '/api/v1/admin/credit-packages/pack-old', body: { name: 'Old pack', credits: 50, price_cents: 499, sort_order: 1, is_active: true, reason: 'Back by demand' } },
    ]);
  });
});
