import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/app';
import type { RateLimitRule } from '../../src/modules/rate-limits/limiter';
import { COST_LIMITS, type RouteLimit } from '../../src/modules/rate-limits/route-limits';
import { AUTH_RATE_LIMITS, AUTH_ROUTE_LIMITS } from '../../src/modules/auth/rate-limit-rules';
import { CONTACT_RATE_LIMITS, CONTACT_ROUTE_LIMIT } from '../../src/modules/contact/contact';
import { SHARED_READ_LIMIT } from '../../src/modules/share-links/routes';
import type { AuthResponse } from '@studio/contracts/auth';
import { findCustomerById, insertCustomer } from '../../src/modules/auth/repo';
import { startSession } from '../../src/modules/auth/sessions';
import { GOOD_PASSWORD, bearer, randomIp, registration, uniqueEmail } from '../support/accounts';
import { fillPath, operationsOf, type Operation } from '../support/openapi-operations';
import { switchToPlan } from '../support/billing';
import { multipartBody } from '../support/multipart';
import { startTestProduct, type TestProduct } from '../support/test-product';

/**
 * Issue 17's abuse limits. Every route of the OpenAPI document is classified below: what it costs
 * (AI text, pictures, exports, checkout, uploads) or whom it e-mails, with the limits it must have,
 * or why it is free. A route missing from the list fails the test, so a new route that costs money
 * or sends e-mail cannot be added without a limit. For each limited route the test proves the limit
 * per customer (or per e-mail on public routes), per network (several customers from one address),
 * and that two app instances on one database share the counters.
 *
 * The limits are scaled down (AUTH_RATE_LIMIT_MULTIPLIER) so each proof takes a few requests.
 */

const MULTIPLIER = 0.1;
const scaled = (rule: RateLimitRule) => Math.max(1, Math.round(rule.limit * MULTIPLIER));

/** A signed-in route: counted per customer and per network by its route limit. */
interface PerCustomer {
  limit: RouteLimit;
  admin?: true;
}
/** A public route about an e-mail: counted per network by its route limit, and per e-mail by its service. */
interface PerEmail {
  limit: RouteLimit;
  perEmail: RateLimitRule;
  body: (email: string) => object;
}
/** A public route about a secret link (256 random bits, nothing to guess per account): counted per network. */
interface PerNetworkOnly {
  limit: RouteLimit;
  only: 'network';
  why: string;
}
type Free = { free: string };
type Classification = PerCustomer | PerEmail | PerNetworkOnly | Free;

const FREE_READ = { free: 'reads what is stored' };
const FREE_WRITE = { free: 'changes stored data only: no provider, no e-mail' };
const ADMIN_FREE = { free: "an administrator's read or change: no provider, no e-mail" };

const otpBody = (email: string) => ({ email, otp: '000000', session_type: 'verification' });

/** Every route of the OpenAPI document (legacy 410 routes aside). */
const ROUTES: Record<string, Classification> = {
  'GET /healthz': FREE_READ,
  'GET /health/detailed': FREE_READ,
  'GET /metrics': { free: "an operator's read of counters in memory, behind METRICS_TOKEN: no provider, no e-mail" },
  'GET /jobs/status/{id}': FREE_READ,
  'POST /api/v1/auth/register': { limit: AUTH_ROUTE_LIMITS.register, perEmail: AUTH_RATE_LIMITS.registerPerEmail, body: (email) => registration({ email }) },
  'POST /api/v1/auth/login': { free: 'no e-mail; limited per network and per e-mail by the sign-in rules (login-and-tokens.test.ts)' },
  'POST /api/v1/auth/token/refresh': FREE_WRITE,
  'POST /api/v1/auth/logout': FREE_WRITE,
  'POST /api/v1/auth/forgot-password': { limit: AUTH_ROUTE_LIMITS.accountEmail, perEmail: AUTH_RATE_LIMITS.accountEmailPerEmail, body: (email) => ({ email }) },
  'POST /api/v1/auth/reset-password': { limit: AUTH_ROUTE_LIMITS.codes, only: 'network', why: 'the link is 256 random bits and names no account' },
  'GET /api/v1/auth/profile': FREE_READ,
  'PUT /api/v1/auth/profile': { limit: COST_LIMITS.uploads },
  'DELETE /api/v1/auth/profile': { free: 'no e-mail; the password is limited per account (account-privacy.test.ts)' },
  'POST /api/v1/verification/initiate': { limit: AUTH_ROUTE_LIMITS.accountEmail, perEmail: AUTH_RATE_LIMITS.accountEmailPerEmail, body: (email) => ({ email }) },
  'POST /api/v1/verification/verify': { limit: AUTH_ROUTE_LIMITS.codes, perEmail: AUTH_RATE_LIMITS.verifyPerEmail, body: otpBody },
  'POST /api/v1/verification/resend': { limit: AUTH_ROUTE_LIMITS.accountEmail, perEmail: AUTH_RATE_LIMITS.accountEmailPerEmail, body: (email) => ({ email, session_type: 'verification' }) },
  'POST /api/v1/verification/password-recovery/initiate': { limit: AUTH_ROUTE_LIMITS.accountEmail, perEmail: AUTH_RATE_LIMITS.accountEmailPerEmail, body: (email) => ({ email }) },
  'POST /api/v1/verification/password-recovery/reset': { limit: AUTH_ROUTE_LIMITS.codes, perEmail: AUTH_RATE_LIMITS.verifyPerEmail, body: (email) => ({ email, otp: '000000', new_password: GOOD_PASSWORD }) },
  'GET /api/v1/auth/profile/export': { limit: COST_LIMITS.exports },
  'GET /api/v1/plans': FREE_READ,
  'GET /api/v1/admin/plans': ADMIN_FREE,
  'POST /api/v1/admin/plans': ADMIN_FREE,
  'PATCH /api/v1/admin/plans/{id}': ADMIN_FREE,
  'GET /api/v1/admin/credit-packages': ADMIN_FREE,
  'POST /api/v1/admin/credit-packages': ADMIN_FREE,
  'PATCH /api/v1/admin/credit-packages/{id}': ADMIN_FREE,
  'GET /api/v1/subscriptions/subscription/status': FREE_READ,
  'GET /api/v1/subscriptions/subscription': FREE_READ,
  'GET /api/v1/subscriptions/credits/balance': FREE_READ,
  'POST /api/v1/subscriptions/subscribe': { limit: COST_LIMITS.checkout },
  'POST /api/v1/subscriptions/cancel': { limit: COST_LIMITS.checkout },
  'GET /api/v1/credits/balance': FREE_READ,
  'POST /api/v1/credits/check': { free: 'works out a cost from stored prices' },
  'GET /api/v1/credits/packages': FREE_READ,
  'POST /api/v1/credits/purchase/{package}': { limit: COST_LIMITS.checkout },
  'GET /api/v1/credits/transactions': FREE_READ,
  'GET /api/v1/payments/{id}': FREE_READ,
  'POST /api/v1/payments/test/{id}/confirm': { limit: COST_LIMITS.checkout },
  'POST /api/v1/payments/test/{id}/cancel': { free: 'drops an unpaid test-mode payment: no provider, no e-mail' },
  'POST /api/v1/books/generate': { limit: COST_LIMITS.images },
  'GET /api/v1/books/image-models': FREE_READ,
  'GET /api/v1/books/credit-costs': FREE_READ,
  'GET /api/v1/books/{id}': FREE_READ,
  'POST /generate-image/story/{id}/page/{page}': { limit: COST_LIMITS.images },
  'GET /generate-image/story/{id}/page/{page}/versions': FREE_READ,
  'POST /generate-image/story/{id}/page/{page}/restore': { free: 'brings back a picture already made' },
  'POST /generate-image': { limit: COST_LIMITS.images },
  'POST /generate-image/': { limit: COST_LIMITS.images },
  'POST /characters/temp/upload-image': { limit: COST_LIMITS.uploads },
  'POST /api/v1/character-upload/stories/{id}/characters/{index}/image': { limit: COST_LIMITS.uploads },
  'DELETE /api/v1/character-upload/stories/{id}/characters/{index}/image': FREE_WRITE,
  'POST /api/v1/character-upload/stories/{id}/characters/bulk-upload': { limit: COST_LIMITS.uploads },
  'GET /api/v1/character-upload/stories/{id}/characters/images': FREE_READ,
  'POST /api/v1/stories/upload-character-images-only': { limit: COST_LIMITS.uploads },
  'POST /api/v1/stories/upload-character-images': { limit: COST_LIMITS.uploads },
  'GET /api/v1/characters': FREE_READ,
  'POST /api/v1/characters': { free: 'stores a few words; the plan keeps at most its number of saved characters' },
  'POST /api/v1/characters/from-story': { free: 'copies a story character and at most its one photo; the plan keeps at most its number of saved characters' },
  'PUT /api/v1/characters/{id}': FREE_WRITE,
  'DELETE /api/v1/characters/{id}': FREE_WRITE,
  'POST /api/v1/characters/{id}/photo': { limit: COST_LIMITS.uploads },
  'DELETE /api/v1/characters/{id}/photo': FREE_WRITE,
  'POST /api/v1/characters/{id}/story-photo': { limit: COST_LIMITS.photoCopies },
  'POST /export-pdf': { limit: COST_LIMITS.exports },
  'POST /export-pdf/': { limit: COST_LIMITS.exports },
  'GET /export-pdf/{id}': FREE_READ,
  'GET /export-pdf/download/{id}': FREE_READ,
  'POST /export-epub': { limit: COST_LIMITS.exports },
  'POST /export-epub/': { limit: COST_LIMITS.exports },
  'GET /export-epub/{id}': FREE_READ,
  'GET /export-epub/download/{id}': FREE_READ,
  'GET /api/v1/print-orders/options': FREE_READ,
  'GET /api/v1/pricing': { free: 'priced from the stored price list; no print provider is asked' },
  'GET /api/v1/print-orders': FREE_READ,
  'POST /api/v1/print-orders': { limit: COST_LIMITS.checkout },
  'GET /api/v1/print-orders/{id}': FREE_READ,
  'POST /api/v1/print-orders/{id}/cancel': { limit: COST_LIMITS.checkout },
  'GET /api/v1/admin/orders': ADMIN_FREE,
  'GET /api/v1/admin/orders/export.csv': ADMIN_FREE,
  'GET /api/v1/admin/orders/{id}': ADMIN_FREE,
  'POST /api/v1/admin/orders/{id}/transitions': { limit: COST_LIMITS.adminMail, admin: true },
  'GET /api/v1/admin/print-prices': ADMIN_FREE,
  'PUT /api/v1/admin/print-prices': ADMIN_FREE,
  'POST /api/v1/uploaded-books/upload': { limit: COST_LIMITS.uploads },
  'GET /api/v1/uploaded-books': FREE_READ,
  'GET /api/v1/uploaded-books/{id}': FREE_READ,
  'PUT /api/v1/uploaded-books/{id}': FREE_WRITE,
  'DELETE /api/v1/uploaded-books/{id}': FREE_WRITE,
  'GET /api/v1/uploaded-books/{id}/download': FREE_READ,
  'GET /api/v1/uploaded-books/{id}/preview': { free: 'serves page pictures drawn once by the analysis job' },
  'GET /api/v1/settings/brand': FREE_READ,
  'POST /api/v1/contact': {
    limit: CONTACT_ROUTE_LIMIT,
    perEmail: CONTACT_RATE_LIMITS.perEmail,
    body: (email) => ({ name: 'Ada Parent', email, topic: 'other', message: 'A question about printing.', website: '', form_started_at: 0 }),
  },
  'GET /api/v1/customers': ADMIN_FREE,
  'GET /api/v1/customers/{id}': ADMIN_FREE,
  'PATCH /api/v1/customers/{id}': ADMIN_FREE,
  'POST /api/v1/customers/{id}/credits': ADMIN_FREE,
  'POST /api/v1/customers/{id}/resend-verification': { limit: COST_LIMITS.adminMail, admin: true },
  'GET /api/v1/admin/dashboard': ADMIN_FREE,
  'GET /api/v1/admin/settings': ADMIN_FREE,
  'PUT /api/v1/admin/settings': ADMIN_FREE,
  'GET /api/v1/admin/audit-log': ADMIN_FREE,
  'GET /api/v1/admin/providers': ADMIN_FREE,
  'POST /api/v1/admin/providers/{area}/test': { limit: COST_LIMITS.adminMail, admin: true },
  'GET /api/v1/stories': FREE_READ,
  'POST /api/v1/stories': { limit: COST_LIMITS.aiText },
  'GET /api/v1/stories/': FREE_READ,
  'POST /api/v1/stories/': { limit: COST_LIMITS.aiText },
  'POST /api/v1/stories/draft': { free: "stores a draft; its texts' safety check is free at the provider; each photo it copies from the book it follows counts against the photo-copy budget (next-adventure-photos.test.ts)" },
  'GET /api/v1/stories/summary': FREE_READ,
  'GET /api/v1/stories/filter': FREE_READ,
  'POST /api/v1/stories/approve-idea': FREE_WRITE,
  'GET /api/v1/stories/{id}': FREE_READ,
  'PATCH /api/v1/stories/{id}': { free: "edits a title; its safety check is free at the provider" },
  'DELETE /api/v1/stories/{id}': FREE_WRITE,
  'GET /api/v1/stories/{id}/story-idea': { limit: COST_LIMITS.aiText },
  'PATCH /api/v1/stories/{id}/pages/{page}': { free: "edits a page's text; its safety check is free at the provider" },
  'POST /api/v1/generate/refine-story-idea': { limit: COST_LIMITS.aiText },
  'POST /api/v1/generate/chapter-outline': { limit: COST_LIMITS.aiText },
  'POST /api/v1/generate/complete-storybook': { limit: COST_LIMITS.aiText },
  'POST /api/v1/suggestions': { limit: COST_LIMITS.aiText },
  'GET /api/v1/stories/{id}/share-links': FREE_READ,
  'POST /api/v1/stories/{id}/share-links': FREE_WRITE,
  'DELETE /api/v1/stories/{id}/share-links/{link_id}': FREE_WRITE,
  'GET /api/v1/shared/{token}': { limit: SHARED_READ_LIMIT, only: 'network', why: 'public; the token is 256 random bits and names no account, so only the network can be counted' },
};

const LEGACY = /^\/api\/v1\/(generateExplanation|generateCharacters|refineCharacter|genAttributes|genImage)$/;
const routeName = (operation: Operation) => `${operation.method} ${operation.path}`;
const isFree = (entry: Classification): entry is Free => 'free' in entry;
const isPerEmail = (entry: Classification): entry is PerEmail => 'perEmail' in entry;
const isNetworkOnly = (entry: Classification): entry is PerNetworkOnly => 'only' in entry;

let product: TestProduct;
/** A second product on the same PostgreSQL database (TEST_DATABASE_URL), or null on PGlite. */
let twinProduct: TestProduct | null = null;
/** A second app instance: the twin product's, or a second Fastify instance over the one PGlite database. */
let twin: App;
let operations: Operation[];
const JWT_SECRET = 'abuse-limits-test-secret-of-at-least-32-characters';
const FILES_PER_DAY = 3;

beforeAll(async () => {
  const env = {
    AUTH_RATE_LIMIT_MULTIPLIER: String(MULTIPLIER),
    RATE_LIMIT_MAX: '1000000',
    JWT_SECRET,
    UPLOAD_FILES_PER_DAY: String(FILES_PER_DAY),
    UPLOAD_MB_PER_DAY: '1',
    MAX_UPLOAD_MB: '1',
    MAX_BOOK_UPLOAD_MB: '1',
  };
  product = await startTestProduct(env);
  const database = product.context.config.database;
  if (database.kind === 'postgres') {
    twinProduct = await startTestProduct({ ...env, DATABASE_URL: database.url });
    twinProduct.clock.set(product.clock.now());
    twin = twinProduct.app;
  } else {
    twin = await buildApp(product.context);
  }
  operations = operationsOf((await product.app.inject({ method: 'GET', url: '/openapi.json' })).json()).filter((operation) => !LEGACY.test(operation.path));
}, 60_000);
afterAll(async () => {
  if (twinProduct) await twinProduct.stop();
  else await twin?.close();
  await product?.stop();
});

let customerCount = 0;
/** A signed-in customer made straight in the database (no password hashing, no e-mail): the limits only need an account. */
async function newCustomer(role: 'customer' | 'admin' = 'customer'): Promise<AuthResponse> {
  const row = await insertCustomer(product.context.db, { email: uniqueEmail(`limits${++customerCount}`), passwordHash: 'not-a-hash', fullName: 'Lim Its', dateOfBirth: '1985-01-01', role });
  return startSession(product.context, product.context.db, row!);
}

const SAMPLE_PATH_VALUES = { id: '00000000-0000-4000-8000-000000000000', page: '1', index: '0', area: 'mail', package: '00000000-0000-4000-8000-000000000000' };

/** One call of the route: an empty JSON body on a signed-in route (the limit is counted before the body is read), the route's own body on a public one. */
function call(app: App, operation: Operation, options: { ip: string; auth?: { access_token: string }; email?: string }): Promise<LightMyRequestResponse> {
  const entry = ROUTES[routeName(operation)]!;
  const url = fillPath(operation.path, SAMPLE_PATH_VALUES);
  const body = isPerEmail(entry) ? entry.body(options.email!) : isNetworkOnly(entry) ? { token: 'x'.repeat(43), new_password: GOOD_PASSWORD } : {};
  if ('form_started_at' in body) Object.assign(body, { form_started_at: product.clock.now().getTime() - 60_000 });
  return app.inject({
    method: operation.method,
    url,
    remoteAddress: options.ip,
    headers: { ...(options.auth && bearer(options.auth)), ...(operation.method !== 'GET' && { 'content-type': 'application/json' }) },
    ...(operation.method !== 'GET' && { payload: JSON.stringify(body) }),
  });
}

/** A 429 of this rule: its message, when to try again, and Retry-After. */
// The wait is said as people say it: "1 second" near a window's end (round 15's run met it), "5 minutes" otherwise.
function expectLimited(response: LightMyRequestResponse, rule: RateLimitRule, label: string): void {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(429);
  const body = response.json() as { code: string; detail: string };
  expect(body.code).toBe('rate_limited');
  expect(body.detail, label).toMatch(new RegExp(`^${rule.message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Try again in (?:1 (?:second|minute|hour)|\\d+ (?:seconds|minutes|hours))\\.$`));
  expect(Number(response.headers['retry-after']), label).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after']), label).toBeLessThanOrEqual(rule.windowSeconds);
}

function expectNotLimited(responses: LightMyRequestResponse[], label: string): void {
  const limited = responses.filter((response) => response.statusCode === 429 || response.statusCode >= 500);
  expect(limited.map((response) => `${response.statusCode} ${response.body.slice(0, 160)}`), label).toEqual([]);
}

const limitedOperations = () => operations.filter((operation) => !isFree(ROUTES[routeName(operation)]!));

describe('the abuse-limit list', () => {
  it('classifies every route of the OpenAPI document, and names no route the document lacks', () => {
    expect(operations.length).toBeGreaterThan(80);
    const documented = new Set(operations.map(routeName));
    const unclassified = [...documented].filter((name) => !(name in ROUTES));
    expect(unclassified, 'classify each new route in ROUTES: what it costs or whom it e-mails, with its limit, or why it is free').toEqual([]);
    expect(Object.keys(ROUTES).filter((name) => !documented.has(name))).toEqual([]);
    expect(limitedOperations().length).toBeGreaterThan(30);
  });
});

describe('every route that costs money or sends e-mail', () => {
  it('is limited per customer, or per e-mail on a public route', { timeout: 120_000 }, async () => {
    for (const operation of limitedOperations()) {
      const entry = ROUTES[routeName(operation)] as Exclude<Classification, Free>;
      const label = routeName(operation);
      if (isNetworkOnly(entry)) continue;
      if (isPerEmail(entry)) {
        // One e-mail from a new network each time: only the e-mail's count can stop it.
        const email = uniqueEmail('limited');
        const allowed = [];
        for (let i = 0; i < scaled(entry.perEmail); i++) allowed.push(await call(product.app, operation, { ip: randomIp(), email }));
        expectNotLimited(allowed, label);
        expectLimited(await call(product.app, operation, { ip: randomIp(), email }), entry.perEmail, label);
      } else {
        const rule = entry.limit.perCustomer!;
        const customer = await newCustomer('admin' in entry ? 'admin' : 'customer');
        const allowed = [];
        for (let i = 0; i < scaled(rule); i++) allowed.push(await call(product.app, operation, { ip: randomIp(), auth: customer }));
        expectNotLimited(allowed, label);
        expectLimited(await call(product.app, operation, { ip: randomIp(), auth: customer }), rule, label);
      }
    }
  });

  it('is limited per network: several customers (or e-mails) from one address', { timeout: 120_000 }, async () => {
    for (const operation of limitedOperations()) {
      const entry = ROUTES[routeName(operation)] as Exclude<Classification, Free>;
      const label = routeName(operation);
      const rule = entry.limit.perIp;
      const ip = randomIp();
      const allowed = [];
      if (isPerEmail(entry) || isNetworkOnly(entry)) {
        for (let i = 0; i < scaled(rule); i++) allowed.push(await call(product.app, operation, { ip, email: uniqueEmail('network') }));
        expectNotLimited(allowed, label);
        expectLimited(await call(product.app, operation, { ip, email: uniqueEmail('network') }), rule, label);
        continue;
      }
      // Each customer stays within their own limit; together they pass the network's.
      const perCustomer = scaled(entry.limit.perCustomer!);
      expect(scaled(rule), `${label}: a network must allow more than one customer`).toBeGreaterThan(perCustomer);
      let customer = await newCustomer('admin' in entry ? 'admin' : 'customer');
      for (let i = 0; i < scaled(rule); i++) {
        if (i > 0 && i % perCustomer === 0) customer = await newCustomer('admin' in entry ? 'admin' : 'customer');
        allowed.push(await call(product.app, operation, { ip, auth: customer }));
      }
      expectNotLimited(allowed, label);
      expectLimited(await call(product.app, operation, { ip, auth: await newCustomer('admin' in entry ? 'admin' : 'customer') }), rule, label);
    }
  });

  it('is counted in the database, so two app instances share each limit', { timeout: 120_000 }, async () => {
    expect(twin).not.toBe(product.app);
    for (const operation of limitedOperations()) {
      const entry = ROUTES[routeName(operation)] as Exclude<Classification, Free>;
      const label = routeName(operation);
      const rule = isPerEmail(entry) ? entry.perEmail : isNetworkOnly(entry) ? entry.limit.perIp : entry.limit.perCustomer!;
      const ip = randomIp();
      const email = uniqueEmail('twins');
      const customer = isPerEmail(entry) || isNetworkOnly(entry) ? undefined : await newCustomer('admin' in entry ? 'admin' : 'customer');
      // Alternate between the instances: each sees only part of the requests, yet the limit holds.
      const allowed = [];
      for (let i = 0; i < scaled(rule); i++) allowed.push(await call(i % 2 === 0 ? product.app : twin, operation, { ip: customer || isNetworkOnly(entry) ? ip : randomIp(), auth: customer, email }));
      expectNotLimited(allowed, label);
      const last = scaled(rule) % 2 === 0 ? product.app : twin;
      expectLimited(await call(last, operation, { ip: customer || isNetworkOnly(entry) ? ip : randomIp(), auth: customer, email }), rule, label);
    }
    const { rows } = await product.context.database.query<{ n: number }>("select count(*)::int as n from rate_limit_hits where key like 'ai-text:customer:%'");
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('the daily upload allowance', () => {
  const picture = (side: number, noisy = false) =>
    sharp({ create: { width: side, height: side, channels: 3, background: '#6699cc', ...(noisy && { noise: { type: 'gaussian' as const, mean: 128, sigma: 60 } }) } }).png().toBuffer();
  const uploadAvatar = (app: App, auth: { access_token: string }, data: Buffer) => {
    const form = multipartBody([{ name: 'profile_picture', filename: 'me.png', contentType: 'image/png', data }]);
    return app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: { ...bearer(auth), ...form.headers }, payload: form.payload, remoteAddress: randomIp() });
  };
  const secondsToMidnight = () => {
    const now = product.clock.now().getTime();
    return Math.ceil((Math.ceil(now / 86_400_000) * 86_400_000 - now) / 1000);
  };
  const moveClocks = (ms: number) => {
    product.clock.advance(ms);
    twinProduct?.clock.advance(ms);
  };
  function expectDailyLimit(response: LightMyRequestResponse): void {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json().detail).toMatch(/^You have uploaded as much as one day allows \(3 files or 1 MB\)\. Try again in \d+ (seconds|minutes|hours)\.$/);
    expect(Math.abs(Number(response.headers['retry-after']) - secondsToMidnight())).toBeLessThanOrEqual(1);
  }

  it('counts files per customer per day on every instance, keeps nothing of a refused upload, and starts again the next day', async () => {
    const customer = await newCustomer();
    const small = await picture(32);
    for (let i = 0; i < FILES_PER_DAY; i++) expect((await uploadAvatar(i % 2 === 0 ? product.app : twin, customer, small)).statusCode).toBe(200);
    const kept = (await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(customer) })).json().profile_picture as string;

    expectDailyLimit(await uploadAvatar(twin, customer, small));
    expect((await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(customer) })).json().profile_picture).toBe(kept);
    // Another customer has their own allowance.
    expect((await uploadAvatar(product.app, await newCustomer(), small)).statusCode).toBe(200);

    moveClocks(secondsToMidnight() * 1000 + 1000);
    const nextDay = await startSession(product.context, product.context.db, (await findCustomerById(product.context.db, customer.customer.id))!);
    expect((await uploadAvatar(product.app, nextDay, small)).statusCode).toBe(200);
  });

  it('counts bytes too, and an upload that would pass the allowance takes neither its files nor its bytes', async () => {
    const customer = await newCustomer();
    const large = await picture(450, true);
    expect(large.length).toBeGreaterThan(512 * 1024);
    expect(large.length).toBeLessThan(1024 * 1024);
    expect((await uploadAvatar(product.app, customer, large)).statusCode).toBe(200);
    expectDailyLimit(await uploadAvatar(twin, customer, large));
    // The refused upload took no file: two more small ones fit (three files in all), the next does not.
    const small = await picture(32);
    expect((await uploadAvatar(twin, customer, small)).statusCode).toBe(200);
    expect((await uploadAvatar(product.app, customer, small)).statusCode).toBe(200);
    expectDailyLimit(await uploadAvatar(product.app, customer, small));
  });
});

describe('request bodies', () => {
  it('caps a JSON body at 1 MB on every route that takes one', { timeout: 60_000 }, async () => {
    const admin = await newCustomer('admin');
    const tooLarge = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.method !== 'GET')) {
      const response = await product.app.inject({
        method: operation.method,
        url: fillPath(operation.path, SAMPLE_PATH_VALUES),
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: tooLarge,
        remoteAddress: randomIp(),
      });
      if (response.statusCode !== 413) failures.push(`${routeName(operation)} answered ${response.statusCode}: ${response.body.slice(0, 120)}`);
      else expect(response.json().detail).toBe('The request body is too large');
    }
    expect(failures).toEqual([]);
  });

  it('caps the files of every upload route while they stream', async () => {
    const customer = await newCustomer();
    await switchToPlan(product, customer, 'pro');
    const uploads = limitedOperations().filter((operation) => (ROUTES[routeName(operation)] as PerCustomer).limit === COST_LIMITS.uploads);
    expect(uploads.length).toBeGreaterThanOrEqual(7);
    const padding = Buffer.alloc(5 * 1024 * 1024 + 1024);
    const failures: string[] = [];
    for (const operation of uploads) {
      const isPdf = operation.path.includes('uploaded-books');
      const data = Buffer.concat([isPdf ? Buffer.from('%PDF-1.7\n') : Buffer.from('89504e470d0a1a0a', 'hex'), padding]);
      const form = multipartBody([{ name: 'story_id', value: SAMPLE_PATH_VALUES.id }, ...['file', 'images', 'profile_picture'].map((name) => ({ name, filename: isPdf ? 'book.pdf' : 'photo.png', contentType: isPdf ? 'application/pdf' : 'image/png', data }))]);
      const response = await product.app.inject({ method: operation.method, url: fillPath(operation.path, SAMPLE_PATH_VALUES), headers: { ...bearer(customer), ...form.headers }, payload: form.payload, remoteAddress: randomIp() });
      if (response.statusCode !== 413) failures.push(`${routeName(operation)} answered ${response.statusCode}: ${response.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});
