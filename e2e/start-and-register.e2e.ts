import { describe, expect, inject, it } from 'vitest';
import { codeFromOutbox } from './support/outbox';

const baseUrl = inject('baseUrl');

describe('a fresh product', () => {
  it('serves /healthz and the SPA, and registering writes a verification code to data/outbox', async () => {
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const spa = await fetch(`${baseUrl}/book/some-story`);
    expect(spa.status).toBe(200);
    const html = await spa.text();
    expect(html).toContain('<div id="root">');
    const unknown = await fetch(`${baseUrl}/some/deep/link`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');

    // The server runs with NODE_ENV=development (the README's default), yet serves React's production build.
    const entry = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const script = await (await fetch(`${baseUrl}${entry}`)).text();
    expect(script).not.toMatch(/jsxDEV|Download the React DevTools/);

    const email = `fresh.${Date.now()}@example.com`;
    const registered = await fetch(`${baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Tr1cky-Dragon-Tales', full_name: 'Fresh Parent', date_of_birth: '1990-02-03' }),
    });
    expect(registered.status).toBe(201);
    expect(await codeFromOutbox(email)).toMatch(/^\d{6}$/);
  });
});
