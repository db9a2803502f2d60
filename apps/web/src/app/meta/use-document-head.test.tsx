import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_META } from './page-meta';
import { asVisitor, renderApp } from '../../test/render-app';

const canonical = () => document.head.querySelector('link[rel="canonical"]');
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('the document head follows the route', () => {
  it('sets the title, description and canonical link of each page, and drops them where a page has none', async () => {
    asVisitor();
    const { router } = renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(document.title).toBe(PUBLIC_PAGE_META['/pricing'].title);
    expect(description()).toBe(PUBLIC_PAGE_META['/pricing'].description);
    expect(canonical()?.getAttribute('href')).toBe(`${window.location.origin}/pricing`);

    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe(PUBLIC_PAGE_META['/'].title));
    expect(canonical()?.getAttribute('href')).toBe(`${window.location.origin}/`);

    await router.navigate('/no-such-page');
    await waitFor(() => expect(document.title).toMatch(/^Page not found/));
    expect(canonical()).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
