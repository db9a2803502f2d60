import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@studio/contracts/settings';
import { server } from '../../../../test/msw-server';
import { AboutPage } from './about-page';

function renderAboutPage() {
  const router = createMemoryRouter([{ path: '*', element: <AboutPage /> }], { initialEntries: ['/about'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/about', () => {
  it('says when we were founded as the brand settings say', async () => {
    server.use(http.get('/api/v1/settings/brand', () => HttpResponse.json({ ...DEFAULT_BRAND, founded_year: 2031 })));
    renderAboutPage();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(await screen.findByText('2031')).toBeInTheDocument();
    expect(screen.queryByText(String(DEFAULT_BRAND.founded_year))).not.toBeInTheDocument();
  });

  it('has one h1, headings in order, and links to features, privacy and contact', () => {
    renderAboutPage();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
    for (const path of ['/features', '/privacy', '/contact']) {
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === path)).toBe(true);
    }
  });
});
