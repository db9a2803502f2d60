import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { Config } from '../config';
import { registerErrorHandler } from '../errors/error-handler';
import { registerSecurity, securityHeaders } from './security';

describe('securityHeaders', () => {
  it('are helmet\'s headers, worked out once', () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
      'referrer-policy': 'no-referrer',
    });
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});

describe('the flood guard', () => {
  it("answers past its per-minute limit with 429, a detail that says when to try again, and Retry-After", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await registerSecurity(app, { rateLimitMax: 2 } as Config);
    app.get('/ping', async () => ({ ok: true }));
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await app.inject({ url: '/ping' })).statusCode);
    expect(statuses).toEqual([200, 200]);
    const limited = await app.inject({ url: '/ping' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringMatching(/^Too many requests from your network\. Try again in \d+ seconds?\.$/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    await app.close();
  });
});
