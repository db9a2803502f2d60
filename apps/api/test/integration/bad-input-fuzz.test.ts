import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, randomIp, signUp, signUpAdmin } from '../support/accounts';
import { completeStory } from '../support/books';
import { fillPath, leafPaths, operationsOf, sampleOf, withLeaf, type JsonSchema, type Operation } from '../support/openapi-operations';

/**
 * Walks the OpenAPI document and sends every route bad input with a valid customer's token (and
 * again with an administrator's, so the back office is walked too): strings with NUL or a lone
 * surrogate, integers past PostgreSQL's int4 and past 2^53, negative and non-numeric numbers, loose
 * numbers ("0x10", true), impossible dates, JSON nested 10,000 deep, wrong types and broken multipart
 * bodies. Every answer must be a 4xx (or a success) with a detail, never a 5xx, and nothing may escape
 * as an uncaught exception or unhandled rejection (in the product process it would have stopped it).
 */

interface Caller {
  headers: Record<string, string>;
  /** Real ids the caller may use, so bad bodies get past the ownership checks to where they would reach SQL. */
  pathValues: Record<string, string>;
}

let product: TestProduct;
let operations: Operation[];
const callers: Record<'customer' | 'admin', Caller> = { customer: { headers: {}, pathValues: {} }, admin: { headers: {}, pathValues: {} } };

/** Faults that escaped a request during the walk: each would have been a 500 or, before ADR 032, a process exit. */
const escaped: unknown[] = [];
const recordEscaped = (fault: unknown) => escaped.push(fault);

beforeAll(async () => {
  process.on('uncaughtException', recordEscaped);
  process.on('unhandledRejection', recordEscaped);
  product = await startTestProduct({ RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MULTIPLIER: '100000' });
  const [customer, admin] = [await signUp(product), await signUpAdmin(product)];
  callers.customer = { headers: bearer(customer), pathValues: { id: await completeStory(product, customer), page: '1', index: '0' } };
  callers.admin = { headers: bearer(admin), pathValues: { id: customer.customer.id, page: '1', index: '0' } };
  operations = operationsOf((await product.app.inject({ method: 'GET', url: '/openapi.json' })).json());
});
afterAll(async () => {
  process.off('uncaughtException', recordEscaped);
  process.off('unhandledRejection', recordEscaped);
  await product?.stop();
});

const IMPOSSIBLE_DATES = ['2026-13-45', '0000-00-00', '2026-02-30', '0000-01-01', '275760-09-14', '2026-01-01T25:61:00Z'];
const BAD_SCALARS = [
  ...['2147483648', '9007199254740993', '99999999999999999999999', '-1', '-2147483649', 'abc', '1e999', '0x10', 'true', '', '%20', '%00', 'a%00b', '%ED%A0%80', '%F0%9F', '..%2F..%2Fetc'],
  ...IMPOSSIBLE_DATES,
];
/** Stands for JSON nested 10,000 deep in a generated body, put in as text when it is sent: the test's own JSON.stringify and structuredClone are recursive. */
const DEEP = 'json-nested-10000-deep';
const DEEP_JSON = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const NUL = 'fairy\u0000tale';
const LONE_SURROGATE = 'moon\ud800light';

const badLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(NUL, LONE_SURROGATE, '\u0000', '\udfff', 2 ** 31, 2 ** 53, 2 ** 53 + 2, -1, -(2 ** 31) - 1, 1e308, Number.MAX_VALUE, 0.5, -0, true, false, null, [], {}, 'not a number', '', '0x10', '1e3'),
  fc.constantFrom(...IMPOSSIBLE_DATES),
  fc.constant(DEEP),
  fc.string({ maxLength: 12 }).map((text) => `${text}\u0000${text}`),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
);

async function send(caller: Caller, operation: Operation, options: { path?: Record<string, string>; query?: string; payload?: unknown; contentType?: string; body?: string | Buffer }) {
  const url = fillPath(operation.path, { ...caller.pathValues, ...options.path }) + (options.query ? `?${options.query}` : '');
  const requestHeaders = { ...caller.headers, ...(options.contentType && { 'content-type': options.contentType }) };
  const payload = options.body ?? (options.payload === undefined ? undefined : JSON.stringify(options.payload).replaceAll(`"${DEEP}"`, DEEP_JSON));
  if (payload !== undefined && !options.contentType) requestHeaders['content-type'] = 'application/json';
  const response = await product.app.inject({ method: operation.method, url, headers: requestHeaders, payload, remoteAddress: randomIp() });
  return { url, response };
}

function expectNoServerError(operation: Operation, sent: { url: string; response: LightMyRequestResponse }, what: string) {
  const { response } = sent;
  const where = `${operation.method} ${sent.url} (${what}) answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  expect.soft(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400) expect.soft(response.json().detail, where).toEqual(expect.any(String));
}

const isDestructive = (operation: Operation) => operation.method === 'DELETE' || /logout|cancel/.test(operation.path);

it('the OpenAPI document lists the routes', () => {
  expect(operations.length).toBeGreaterThan(50);
});

describe.each(['customer', 'admin'] as const)('no 5xx from bad input on any route of the OpenAPI document, as %s', (role) => {
  it('bad path and query parameters', async () => {
    for (const operation of operations) {
      for (const name of operation.pathParams) {
        for (const value of BAD_SCALARS) expectNoServerError(operation, await send(callers[role], operation, { path: { [name]: value } }), `path ${name}=${value}`);
      }
      for (const { name } of operation.queryParams) {
        for (const value of BAD_SCALARS) {
          const path = isDestructive(operation) ? Object.fromEntries(operation.pathParams.map((p) => [p, 'x'])) : {};
          expectNoServerError(operation, await send(callers[role], operation, { path, query: `${encodeURIComponent(name)}=${value}` }), `query ${name}=${value}`);
        }
      }
    }
  }, 60_000);

  it('generated bad JSON bodies', async () => {
    for (const operation of operations.filter((o) => o.jsonBody && !isDestructive(o))) {
      const valid = sampleOf(operation.jsonBody as JsonSchema);
      const leaves = leafPaths(valid);
      const mutation = fc.oneof(
        fc.record({ leaf: fc.constantFrom(...leaves), value: badLeaf }).map(({ leaf, value }) => withLeaf(valid, leaf, value)),
        fc.constantFrom<unknown>([], 'text', 42, null, { unexpected: NUL }),
      );
      await fc.assert(
        fc.asyncProperty(mutation, async (payload) => {
          const sent = await send(callers[role], operation, { payload });
          expectNoServerError(operation, sent, `body ${JSON.stringify(payload)}`);
        }),
        { numRuns: Math.min(25, 4 + leaves.length * 4), interruptAfterTimeLimit: 4_000 },
      );
    }
  }, 60_000);

  it('JSON nested 10,000 deep as the body, and deep at each field, is a 400 on every route that takes JSON', async () => {
    for (const operation of operations.filter((o) => o.jsonBody && !isDestructive(o))) {
      const valid = sampleOf(operation.jsonBody as JsonSchema);
      const bodies = [DEEP, ...leafPaths(valid).map((leaf) => withLeaf(valid, leaf, DEEP))];
      for (const payload of bodies) {
        const sent = await send(callers[role], operation, { payload });
        expectNoServerError(operation, sent, 'JSON 10,000 deep');
        expect.soft(sent.response.statusCode, `${operation.method} ${sent.url}`).toBeGreaterThanOrEqual(400);
      }
    }
  }, 60_000);

  it('broken multipart bodies on every route that takes a body', async () => {
    const part = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nA tale\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`;
    const broken = [
      { what: 'no boundary', contentType: 'multipart/form-data', body: part('abc') + 'data\r\n--abc--\r\n' },
      { what: 'wrong boundary', contentType: 'multipart/form-data; boundary=expected', body: part('other') + 'data\r\n--other--\r\n' },
      { what: 'cut off mid-part', contentType: 'multipart/form-data; boundary=abc', body: part('abc') + 'only half of the pic' },
      { what: 'NUL in a field', contentType: 'multipart/form-data; boundary=abc', body: `--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\u0000tale\r\n--abc--\r\n` },
    ];
    for (const operation of operations.filter((o) => ['POST', 'PUT', 'PATCH'].includes(o.method) && !isDestructive(o))) {
      for (const { what, contentType, body } of broken) expectNoServerError(operation, await send(callers[role], operation, { contentType, body: Buffer.from(body, 'latin1') }), what);
    }
  }, 60_000);
});

it('the product is alive and nothing escaped a request while it was walked', async () => {
  expect((await product.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  expect(escaped).toEqual([]);
});
