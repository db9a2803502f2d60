import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONTACT_THANKS } from '@studio/contracts/contact';
import { FALLBACK_BRAND } from '../../../lib/brand-query';
import { server } from '../../../test/msw-server';
import { ContactPage } from './contact-page';

function renderContactPage() {
  const router = createMemoryRouter([{ path: '*', element: <ContactPage /> }], { initialEntries: ['/contact'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Records every body posted to the contact API and answers as the real one does. */
function acceptMessages(answer: () => Response | Promise<Response> = () => HttpResponse.json({ message: CONTACT_THANKS }, { status: 202 })) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/v1/contact', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function fillIn({ name = 'Ada Lovelace', email = 'ada@example.com', topic = 'Printing and delivery', message = 'Where is my printed book, please?' } = {}) {
  if (name) await userEvent.type(screen.getByLabelText('Your name'), name);
  if (email) await userEvent.type(screen.getByLabelText('Your e-mail'), email);
  if (topic) await userEvent.selectOptions(screen.getByLabelText('Topic'), topic);
  if (message) await userEvent.type(screen.getByLabelText('Message'), message);
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('/contact', () => {
  it("shows the contract's messages next to empty fields and sends nothing", async () => {
    const bodies = acceptMessages();
    renderContactPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    await send();
    expect(await screen.findByText('Your name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Choose a topic')).toBeInTheDocument();
    expect(screen.getByText('Your message must be at least 10 characters')).toBeInTheDocument();
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Your name is required');
    expect(bodies).toEqual([]);
  });

  it('refuses a bad e-mail and a short message, and counts the characters', async () => {
    const bodies = acceptMessages();
    renderContactPage();
    await fillIn({ email: 'ada@', message: 'Hello' });
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('5 of 5,000 characters');
    await send();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('5 of 5,000 characters Your message must be at least 10 characters');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'false');
    expect(bodies).toEqual([]);
  });

  it('sends the message with the honeypot as typed and when the form appeared, then thanks', async () => {
    const bodies = acceptMessages();
    const before = Date.now();
    renderContactPage();
    const rendered = Date.now();
    await fillIn();
    // People never meet the honeypot: no role, no tab stop. A bot filling every input would.
    expect(screen.queryByRole('textbox', { name: 'Leave this empty' })).not.toBeInTheDocument();
    const honeypot = screen.getByLabelText('Leave this empty');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(honeypot, 'https://spam.example');
    await send();

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_THANKS);
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        topic: 'printing_and_delivery',
        message: 'Where is my printed book, please?',
        website: 'https://spam.example',
        form_started_at: expect.any(Number),
      },
    ]);
    const startedAt = (bodies[0] as { form_started_at: number }).form_started_at;
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(rendered);

    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
  });

  it('disables the button while sending', async () => {
    let release: () => void = () => undefined;
    acceptMessages(() => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({ message: CONTACT_THANKS }, { status: 202 })))));
    renderContactPage();
    await fillIn();
    await send();
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Send another message' })).toBeInTheDocument();
  });

  it("shows the server's detail when there have been too many messages", async () => {
    const detail = 'Too many messages from your network. Try again in 3600 seconds.';
    acceptMessages(() => HttpResponse.json({ detail, code: 'rate_limited' }, { status: 429, headers: { 'retry-after': '3600' } }));
    renderContactPage();
    await fillIn();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.queryByText(CONTACT_THANKS)).not.toBeInTheDocument();
  });

  it('shows how to reach us from the brand settings, not the built-in ones', async () => {
    const brand = {
      support_email: 'hello@tales.example',
      support_phone: '+44 (0)161 496 0123',
      address: '9 Harbour Row, Leith EH6 6AA',
      opening_hours: 'Mon-Sat 8AM-6PM GMT',
      founded_year: 2019,
    };
    server.use(http.get('/api/v1/settings/brand', () => HttpResponse.json(brand)));
    renderContactPage();
    const details = screen.getByRole('region', { name: 'Other ways to reach us' });
    expect(await within(details).findByRole('link', { name: brand.support_email })).toHaveAttribute('href', `mailto:${brand.support_email}`);
    expect(within(details).getByRole('link', { name: brand.support_phone })).toHaveAttribute('href', 'tel:+4401614960123');
    expect(within(details).getByText(brand.address)).toBeInTheDocument();
    expect(within(details).getByText(brand.opening_hours)).toBeInTheDocument();
    expect(within(details).queryByText(FALLBACK_BRAND.support_email)).not.toBeInTheDocument();
    expect(within(details).queryByText(FALLBACK_BRAND.address)).not.toBeInTheDocument();
  });

  it('points to the help centre before writing', () => {
    renderContactPage();
    const box = screen.getByRole('region', { name: 'Before you write' });
    expect(within(box).getByRole('link', { name: 'Visit the help centre' })).toHaveAttribute('href', '/help');
  });
});
