import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND, type Brand } from '@studio/contracts/settings';
import { FALLBACK_BRAND } from '../../lib/brand-query';
import { server } from '../../test/msw-server';
import { asVisitor, renderApp } from '../../test/render-app';
import { queryKeys } from '../../lib/query-keys';

const footer = () => screen.getByRole('contentinfo');

describe('site footer (spec §1 brand)', () => {
  it('shows the brand the administrators configured', async () => {
    const brand: Brand = {
      support_email: 'help@tales.example',
      support_phone: '+44 161 496 0000',
      address: '9 Quay Street, Manchester M3 3HN',
      opening_hours: 'Every day 8AM-8PM GMT',
      founded_year: 2021,
    };
    server.use(http.get('/api/v1/settings/brand', () => HttpResponse.json(brand)));
    asVisitor();
    renderApp('/about');
    expect(await within(footer()).findByRole('link', { name: 'help@tales.example' })).toHaveAttribute('href', 'mailto:help@tales.example');
    expect(within(footer()).getByRole('link', { name: '+44 161 496 0000' })).toHaveAttribute('href', 'tel:+441614960000');
    expect(footer()).toHaveTextContent('9 Quay Street, Manchester M3 3HN');
    expect(footer()).toHaveTextContent('Every day 8AM-8PM GMT');
    expect(footer()).toHaveTextContent(/© 2021–/);
  });

  it('keeps the built-in brand when the settings cannot be read', async () => {
    server.use(http.get('/api/v1/settings/brand', () => HttpResponse.json({ detail: 'Down for maintenance', code: 'unavailable' }, { status: 503 })));
    asVisitor();
    const { queryClient } = renderApp('/about');
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.brand)?.status).toBe('error'));
    expect(within(footer()).getByRole('link', { name: DEFAULT_BRAND.support_email })).toBeInTheDocument();
    expect(footer()).toHaveTextContent(DEFAULT_BRAND.address);
    expect(footer()).toHaveTextContent(`© ${DEFAULT_BRAND.founded_year}–`);
  });

  it('falls back to exactly the contracts’ default brand', () => {
    expect(FALLBACK_BRAND).toEqual(DEFAULT_BRAND);
  });
});
