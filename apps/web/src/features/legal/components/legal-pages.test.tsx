import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '@studio/contracts/constants';
import type { Brand } from '@studio/contracts/settings';
import { server } from '../../../test/msw-server';
import { asVisitor, renderApp } from '../../../test/render-app';
import { LEGAL_UPDATED } from './legal-updated';

const brand: Brand = {
  support_email: 'privacy@tales.example',
  support_phone: '+44 161 496 0000',
  address: '9 Quay Street, Manchester M3 3HN',
  opening_hours: 'Every day 8AM-8PM GMT',
  founded_year: 2021,
};

describe('the privacy policy and the terms', () => {
  it('privacy: names the three sign-in cookies, how to use one’s rights, and the configured contact details', async () => {
    server.use(http.get('/api/v1/settings/brand', () => HttpResponse.json(brand)));
    asVisitor();
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(`Last updated: ${LEGAL_UPDATED}`)).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const cookie of Object.values(COOKIE_NAMES)) expect(within(main).getByText(cookie)).toBeInTheDocument();
    expect(await within(main).findAllByRole('link', { name: 'privacy@tales.example' })).not.toHaveLength(0);
    expect(main).toHaveTextContent('9 Quay Street, Manchester M3 3HN');
    expect(within(main).getByRole('heading', { level: 2, name: /Your rights and how to use them/ })).toBeInTheDocument();
    expect(main).toHaveTextContent(/contact form from your account’s e-mail address are deleted when you close your account/);
    expect(within(main).getByRole('link', { name: 'Cookies and storage in your browser' })).toHaveAttribute('href', '#cookies');
  });

  it('terms: one title, a dated contents list linking to every section, the configured address', async () => {
    server.use(http.get('/api/v1/settings/brand', () => HttpResponse.json(brand)));
    asVisitor();
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(`Last updated: ${LEGAL_UPDATED}`)).toBeInTheDocument();
    const main = screen.getByRole('main');
    const contents = within(within(main).getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    for (const link of contents) expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')).not.toBeNull();
    expect(contents.length).toBeGreaterThanOrEqual(8);
    expect(await within(main).findByText(/9 Quay Street, Manchester M3 3HN/)).toBeInTheDocument();
  });
});
