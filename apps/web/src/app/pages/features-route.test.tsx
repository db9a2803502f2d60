import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Plan } from '@studio/contracts/billing';
import { server } from '../../test/msw-server';
import { FeaturesRoute } from './features-route';

const plan = (type: Plan['type'], name: string, price: number, features: string[]): Plan => ({
  id: `plan-${type}`, type, name, description: `${name}: made up for this test`, price_cents: price, currency: 'gbp', interval: 'month', monthly_credits: 0,
  features, allow_custom_images: false, allowed_story_lengths: ['short'], saved_characters: 2, is_active: true, sort_order: 0,
});

function renderFeaturesRoute() {
  const router = createMemoryRouter([{ path: '*', element: <FeaturesRoute /> }], { initialEntries: ['/features'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/features plans', () => {
  it('shows the plans the plans API answers with, not a copy', async () => {
    server.use(
      http.get('/api/v1/plans', () =>
        HttpResponse.json([plan('free', 'Seedling', 0, ['7 pictures a month']), plan('pro', 'Orchard', 1234, ['77 pictures a month', 'Photo guides'])]),
      ),
    );
    renderFeaturesRoute();
    const plans = screen.getByRole('region', { name: 'Start free, grow when you need to' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Orchard' })).toBeInTheDocument();
    expect(plans).toHaveTextContent('£12.34 / month');
    expect(plans).toHaveTextContent('77 pictures a month');
    expect(plans).toHaveTextContent('Photo guides');
    expect(screen.getByRole('heading', { level: 3, name: 'Seedling' })).toBeInTheDocument();
    expect(plans).toHaveTextContent('7 pictures a month');
    expect(screen.queryByRole('heading', { name: 'Premium' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/pricing');
  });

  it('offers to try again when the plans cannot be read', async () => {
    server.use(http.get('/api/v1/plans', () => HttpResponse.json({ detail: 'The plans are resting' }, { status: 503 })));
    renderFeaturesRoute();
    expect(await screen.findByText('The plans are resting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
